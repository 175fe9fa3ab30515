// How much each text field of the public forms holds, written once: the schemas (schemas/leads.ts)
// refuse more, and the forms' fields (maxlength) let no more be typed. Zod and the browser both count
// UTF-16 code units, so the two limits are the same limit. The registration form's are in
// registration-limits.ts, so a page with only the enquiry form does not download them.

/** An email address's most characters (RFC 5321's path limit), in every form. */
export const EMAIL_MAX = 254;

export const CONTACT_LIMITS = {
  name: 120,
  phone: 32,
  email: EMAIL_MAX,
  description: 5000,
} as const;

/**
 * A phone number is free text (a country code, spaces, "ext. 12" are all fine) holding at least this
 * many digits: fewer cannot reach anyone, and a word typed into the field ("abc") is caught.
 */
export const PHONE_MIN_DIGITS = 6;

export const hasPhoneDigits = (value: string) =>
  (value.match(/\d/g)?.length ?? 0) >= PHONE_MIN_DIGITS;

/** The same rule as a field's `pattern` (the browser anchors it), so the browser checks it first. */
export const PHONE_PATTERN = `(?:\\D*\\d){${PHONE_MIN_DIGITS}}.*`;
