// Zod-free on purpose: every page records the visit's campaign keys, and importing them from
// schemas/leads.ts would send the whole schema library to pages without a form.

/** The campaign parameters a visit's attribution keeps (first and last touch). */
export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
