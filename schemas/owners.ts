import { CENTRE_IDS, TEACHING_ZONES } from '../shared/content/centres';
import { SUBJECT_IDS } from '../shared/content/courses/types';
import { VersionSchema } from './admin';
import { z } from './zod';

// Who works each lead and when it is next due: staff availability, the assignment rules, a lead's
// owner and its follow-up.

const ok = z.literal(true);
const staffId = z.number({ error: 'Choose a staff account.' }).int().positive().max(2_147_483_647);

export const ASSIGNMENT_METHODS = ['round-robin', 'fewest-open'] as const;
export type AssignmentMethod = (typeof ASSIGNMENT_METHODS)[number];
export const ASSIGNMENT_METHOD_TEXTS: Record<AssignmentMethod, string> = {
  'round-robin': 'Round-robin (each in turn)',
  'fewest-open': 'Fewest open leads',
};

/** An account's part in the admissions desk, as an admin sets it on Accounts. */
export const LeadSettingsSchema = z.object({
  version: VersionSchema,
  available: z.boolean({ error: 'available is true or false.' }),
  timeZone: z.enum(TEACHING_ZONES, { error: 'Choose a time zone.' }),
});

/** A rule as an admin writes it: null centre or subject matches any; no counsellors means every available one. */
export const AssignmentRuleInputSchema = z.object({
  centre: z.enum(CENTRE_IDS, { error: 'Choose a centre or any.' }).nullable(),
  subject: z.enum(SUBJECT_IDS, { error: 'Choose a subject or any.' }).nullable(),
  method: z.enum(ASSIGNMENT_METHODS, { error: 'Choose round-robin or fewest open leads.' }),
  counsellors: z.array(staffId).max(200).default([]),
});
export type AssignmentRuleInput = z.infer<typeof AssignmentRuleInputSchema>;
export const AssignmentRuleUpdateSchema = AssignmentRuleInputSchema.extend({
  version: VersionSchema,
});

export const AssignmentRuleSchema = z.object({
  id: z.number().int(),
  centre: z.enum(CENTRE_IDS).nullable(),
  subject: z.enum(SUBJECT_IDS).nullable(),
  method: z.enum(ASSIGNMENT_METHODS),
  counsellors: z.array(z.number().int()),
  version: z.number().int(),
});
export type AssignmentRule = z.infer<typeof AssignmentRuleSchema>;

/** A staff account a lead can be given to. */
export const OwnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  available: z.boolean(),
});
export type Owner = z.infer<typeof OwnerSchema>;

export const OwnersResponseSchema = z.object({ success: ok, owners: z.array(OwnerSchema) });
export const AssignmentRulesResponseSchema = z.object({
  success: ok,
  rules: z.array(AssignmentRuleSchema),
  owners: z.array(OwnerSchema),
});
export const AssignmentRuleResponseSchema = z.object({ success: ok, rule: AssignmentRuleSchema });

/** Gives a lead to `owner`, or leaves it unassigned (null). */
export const OwnerChangeSchema = z.object({
  version: VersionSchema,
  owner: staffId.nullable(),
});

/**
 * A lead's next follow-up: tomorrow at 10:00 or in three days at 10:00 on the lead's calendar, a
 * date and time typed on it (a datetime-local input's value), or none.
 */
export const FollowUpSchema = z.discriminatedUnion(
  'set',
  [
    z.object({ version: VersionSchema, set: z.enum(['tomorrow', 'in-3-days', 'clear']) }),
    z.object({
      version: VersionSchema,
      set: z.literal('at'),
      at: z
        .string({ error: 'Enter a date and time.' })
        .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Enter a date and time.')
        .refine((v) => {
          // A date that does not exist (30 February) rolls over rather than failing to parse.
          const parsed = new Date(`${v}:00Z`);
          return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(v);
        }, 'Enter a real date and time.')
        // Years before 100 would be read as 19xx by Date.UTC; a follow-up is within this century.
        .refine((v) => v >= '2000' && v < '2100', 'Enter a date between 2000 and 2099.'),
    }),
  ],
  { error: 'Choose when to follow up.' },
);
export type FollowUp = z.infer<typeof FollowUpSchema>;
export const FollowUpResponseSchema = z.object({ success: ok, followUpAt: z.string().nullable() });

/** The dashboard's count of follow-ups come due: today's (each lead's day) and those past. */
export const DueCountResponseSchema = z.object({
  success: ok,
  dueToday: z.number().int(),
  overdue: z.number().int(),
  mine: z.number().int(),
});
