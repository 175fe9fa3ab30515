import { LANGS } from '../shared/lang';
import { TEACHING_ZONES } from '../shared/content/centres';
import { LEAD_FORMS } from '../shared/lead-fields';
import { multiLineText, oneLineText, showsText, text } from './text';
import { z } from './zod';

// The staff console's contract: sign-in, the leads inbox and the audit log.

export const STAFF_ROLES = ['admin', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'enrolled', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * Why a lead is held as suspected spam rather than sent to staff: the form's hidden field was filled
 * (honeypot), it was sent sooner after appearing than a person could type (too-fast), or its address
 * had already sent more than the forms' limit in the window (rate). Each can also be a person.
 */
export const SPAM_REASONS = ['honeypot', 'too-fast', 'rate'] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];
/** How the console names each reason: in a list, and in a sentence on the lead's page. */
export const SPAM_REASON_TEXTS: Record<SpamReason, { label: string; why: string }> = {
  honeypot: {
    label: 'Hidden field filled',
    why: 'it filled in a form field people never see (browser autofill sometimes does too)',
  },
  'too-fast': {
    label: 'Sent too fast',
    why: 'it was sent within seconds of the form appearing (autofill or a quick visitor can be that fast)',
  },
  rate: {
    label: 'Too many sends',
    why: 'its connection had already sent more forms than the site allows in a few minutes',
  },
};

export const PASSWORD_MIN_LENGTH = 12;
/** argon2 hashes whatever it is given; the cap keeps a huge password from costing the server. */
export const PASSWORD_MAX_LENGTH = 256;

const emailField = text({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email('Enter a valid email.'));

export const SignInSchema = z.object({
  email: emailField,
  password: text({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(PASSWORD_MAX_LENGTH),
});
export type SignIn = z.infer<typeof SignInSchema>;

export const PasswordSchema = text({ error: 'Password is required.' })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

export const NewStaffSchema = z.object({
  email: emailField,
  name: oneLineText({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(120),
  role: z.enum(STAFF_ROLES, { error: 'Role is admin or staff.' }),
  password: PasswordSchema,
});
export type NewStaff = z.infer<typeof NewStaffSchema>;

const optionalText = (max: number) =>
  oneLineText()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);
// Years from 2000: the academy holds no lead older, and PostgreSQL has no year 0.
const optionalDate = optionalText(10).refine(
  (v) => v === undefined || (z.iso.date().safeParse(v).success && v >= '2000'),
  'Enter a date as YYYY-MM-DD, from 2000.',
);

/** The inbox's filter, from the query string; the CSV export takes the same filter. */
export const LeadQuerySchema = z.object({
  q: optionalText(200),
  /** A form, or `company`: the enquiries of the business track's company form. */
  form: z
    .enum([...LEAD_FORMS, 'company', ''])
    .optional()
    .transform((v) => v || undefined),
  status: z
    .enum([...LEAD_STATUSES, ''])
    .optional()
    .transform((v) => v || undefined),
  /** An enquiry's category or a registration's course option (the forms' own lists). */
  category: optionalText(200),
  /** One of the courses, by slug: enquiries sent from its page, and leads naming one of its batches. */
  course: optionalText(200),
  /** Enquiries naming this batch (the Batches page links here). */
  batch: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().positive().max(2_147_483_647).optional(),
  ),
  source: optionalText(200),
  /** Received on or after / up to this date, each lead's in its own zone. */
  from: optionalDate,
  to: optionalDate,
  /** The staff member's zone: the day of a lead no zone is known for. */
  tz: z
    .enum([...TEACHING_ZONES, ''])
    .optional()
    .transform((v) => v || undefined),
  /** Whose leads: `mine` (the staff member's), `none` (unassigned), or an account's id. */
  owner: z
    .union(
      [
        z.enum(['mine', 'none', '']),
        // An account's id as its column can hold it (a PostgreSQL integer).
        z
          .string()
          .regex(/^[1-9]\d{0,9}$/)
          .refine((v) => Number(v) <= 2_147_483_647),
      ],
      { error: 'owner is mine, none or an account.' },
    )
    .optional()
    .transform((v) => v || undefined),
  /** `1`: follow-ups due today or overdue (each lead's day), the oldest first. */
  due: z
    .enum(['1', ''])
    .optional()
    .transform((v) => v === '1'),
  /** `1`: the leads held as suspected spam, which every other view leaves out. */
  spam: z
    .enum(['1', ''])
    .optional()
    .transform((v) => v === '1'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type LeadQuery = z.infer<typeof LeadQuerySchema>;
export const LEADS_PAGE_SIZE = 25;

export const LeadRefSchema = z.object({
  form: z.enum(LEAD_FORMS, { error: 'Unknown form.' }),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export type LeadRef = z.infer<typeof LeadRefSchema>;

/** What a console edit names in its refusal when someone else saved first. */
export type EditedThing = 'batch' | 'lead' | 'post' | 'accreditation' | 'account' | 'list' | 'rule';
export const staleMessage = (thing: EditedThing) =>
  `Someone else changed this ${thing} after you opened it. Reload it to see their change, then make yours again.`;

/**
 * The version of the thing as the page read it: every edit of an existing thing names it, and is
 * refused (409) when someone else has saved a change since.
 */
export const VersionSchema = z
  .number({ error: 'version is the number the page read it at.' })
  .int()
  .min(1)
  .max(2_147_483_647);
/** The body of an action that takes nothing but the version it was read at (erase, delete). */
export const VersionOnlySchema = z.object({ version: VersionSchema });

export const StatusChangeSchema = z.object({
  version: VersionSchema,
  status: z.enum(LEAD_STATUSES, { error: 'Choose a status.' }),
});
export const CONTACT_CHANNELS = ['phone', 'whatsapp', 'email'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];
/** Staff reached the lead through one of its links. */
export const ContactSchema = z.object({
  channel: z.enum(CONTACT_CHANNELS, { error: 'Choose phone, WhatsApp or email.' }),
});
/** How a phone call to a lead went, as staff log it; each is a response to the lead. */
/** A call's note is a line or two; a longer one is a note of its own. */
export const CALL_NOTE_MAX = 300;
export const CALL_OUTCOMES = ['reached', 'no-answer', 'wrong-number', 'call-back'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
export const CALL_OUTCOME_TEXTS: Record<CallOutcome, string> = {
  reached: 'Reached them',
  'no-answer': 'No answer',
  'wrong-number': 'Wrong number',
  'call-back': 'Call back later',
};
/** Staff called the lead. */
/** A call logged, with a few words about it if staff want (kept as a note on the lead). */
export const CallSchema = z.object({
  outcome: z.enum(CALL_OUTCOMES, { error: 'Choose how the call went.' }),
  note: multiLineText({ error: 'Write the note as text.' })
    .trim()
    .max(CALL_NOTE_MAX, `Keep the note to ${CALL_NOTE_MAX} characters, or add a longer one below.`)
    .optional()
    .transform((v) => (v && showsText(v) ? v : undefined)),
});
/** Merge this lead (read at `version`) into another of the same person's (read at `into.version`). */
export const MergeSchema = z.object({
  version: VersionSchema,
  into: LeadRefSchema.extend({ version: VersionSchema }),
});
export const NoteSchema = z.object({
  version: VersionSchema,
  body: multiLineText({ error: 'Write a note.' })
    .trim()
    .refine(showsText, 'Write a note.')
    .max(5000),
});
export const RoleChangeSchema = z.object({
  version: VersionSchema,
  role: z.enum(STAFF_ROLES, { error: 'Role is admin or staff.' }),
});
export const PasswordResetSchema = z.object({ password: PasswordSchema, version: VersionSchema });
export const DisableSchema = z.object({
  version: VersionSchema,
  disabled: z.boolean({ error: 'disabled is true or false.' }),
});
export const IdParamSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const AuditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const StaffIdentitySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffIdentity = z.infer<typeof StaffIdentitySchema>;

/** A staff account as the accounts page lists it. */
export const StaffAccountSchema = StaffIdentitySchema.extend({
  disabled: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  /** Sessions neither signed out nor past their idle or absolute timeout. */
  activeSessions: z.number().int(),
  /** Takes new leads (the assignment rules choose among these). */
  availableForLeads: z.boolean(),
  /** The zone of the daily digest of follow-ups. */
  timeZone: z.enum(TEACHING_ZONES),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;

export const LeadSummarySchema = z.object({
  form: z.enum(LEAD_FORMS),
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  courses: z.array(z.string()),
  /** The batch an enquiry names, in words (course, dates, centre, mode). */
  batch: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  version: z.number().int(),
  source: z.string().nullable(),
  createdAt: z.string(),
  erasedAt: z.string().nullable(),
  /** Why it is held as suspected spam; null for a lead staff were told about. */
  spam: z.enum(SPAM_REASONS).nullable(),
  /** The zone its times are read in: its batch's, else its phone's country's; null for the staff member's own. */
  zone: z.enum(TEACHING_ZONES).nullable(),
  /** Other leads from the same person (the same email or phone), suspected spam aside. */
  otherLeads: z.number().int(),
  /** The course it is about (its course page's, or its batch's), by title; null when it names none. */
  course: z.string().nullable(),
  /** The counsellor who works it; null while unassigned. */
  owner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** When it is next to be followed up; null for none. */
  followUpAt: z.string().nullable(),
  /** A company's enquiry (the business track's form): the company's name; null for a person's lead. */
  company: z.string().nullable(),
  /** The language the visitor sent it in: the acknowledgement and the WhatsApp greeting are in it. */
  language: z.enum(LANGS),
});
export type LeadSummary = z.infer<typeof LeadSummarySchema>;

export const LeadPageSchema = z.object({
  leads: z.array(LeadSummarySchema),
  /** The batch the filter names, in words; null without one. */
  filteredBatch: z.string().nullable(),
  /** Leads held as suspected spam, whatever the filter, and the days they are kept (SPAM_RETENTION_DAYS). */
  suspectedSpam: z.number().int(),
  spamRetentionDays: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LeadPage = z.infer<typeof LeadPageSchema>;

const detailsSchema = z.record(z.string(), z.unknown()).nullable();

const LeadDeliverySchema = z.object({
  jobId: z.number().int(),
  state: z.enum(['pending', 'done', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  doneAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  delivered: z.array(z.string()),
});

/** Another lead of the same person, and what it shares with this one. */
export const OtherLeadSchema = z.object({
  form: z.enum(LEAD_FORMS),
  id: z.number().int(),
  name: z.string(),
  courses: z.array(z.string()),
  status: z.enum(LEAD_STATUSES),
  /** Its version, which a merge of it names. */
  version: z.number().int(),
  createdAt: z.string(),
  zone: z.enum(TEACHING_ZONES).nullable(),
  /** Its next follow-up, which a merge into this lead may carry over. */
  followUpAt: z.string().nullable(),
  sameEmail: z.boolean(),
  samePhone: z.boolean(),
});
export type OtherLead = z.infer<typeof OtherLeadSchema>;

const LeadRefOutSchema = z.object({ form: z.enum(LEAD_FORMS), id: z.number().int() });

/** A lead staff merged into this one: shown here whole (its attribution; its notes and history in this lead's). */
export const MergedLeadSchema = LeadRefOutSchema.extend({
  name: z.string(),
  courses: z.array(z.string()),
  status: z.enum(LEAD_STATUSES),
  version: z.number().int(),
  createdAt: z.string(),
  mergedAt: z.string(),
  zone: z.enum(TEACHING_ZONES).nullable(),
  attribution: detailsSchema,
});
export type MergedLead = z.infer<typeof MergedLeadSchema>;

export const LeadDetailSchema = LeadSummarySchema.extend({
  /** The phone in E.164 (`+919847012345`), for the call and WhatsApp links; null when none is valid. */
  phoneE164: z.string().nullable(),
  /** When staff first answered it (a status change, a note, a click on a link to reach them); null while unanswered. */
  firstResponseAt: z.string().nullable(),
  /** The minutes it waited for that, within its centre's working days and hours (shared/content/centres.ts). */
  firstResponseWorkingMinutes: z.number().int().nullable(),
  /** The WhatsApp message its link opens, in its language (shared/lead-greetings.ts). */
  whatsappGreeting: z.string(),
  /** The same person's other leads, newest first (those merged into this one are in `merged`). */
  samePerson: z.array(OtherLeadSchema),
  /** The lead this one was merged into, and when; null while it stands on its own. */
  mergedInto: LeadRefOutSchema.nullable(),
  mergedAt: z.string().nullable(),
  /** The leads merged into this one, oldest merge first. */
  merged: z.array(MergedLeadSchema),
  /** When a lead held as suspected spam is deleted unless staff release or delete it first. */
  spamDeletedAt: z.string().nullable(),
  /** Every stored field, labelled, in the form's order. */
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  attribution: detailsSchema,
  deliveries: z.array(LeadDeliverySchema),
  /** Its notes and those of the leads merged into it, each naming its lead (`contact:12`). */
  notes: z.array(
    z.object({
      id: z.number().int(),
      lead: z.string(),
      author: z.string(),
      body: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** Its history and that of the leads merged into it, in time order, each naming its lead. */
  history: z.array(
    z.object({
      lead: z.string(),
      at: z.string(),
      actor: z.string().nullable(),
      action: z.string(),
      details: detailsSchema,
    }),
  ),
});
export type LeadDetail = z.infer<typeof LeadDetailSchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
  details: detailsSchema,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;

// What the console's API answers (server/console/): each route declares its schema, and the
// console reads its types from them.

const ok = z.literal(true);
/** A change that answers nothing more than that it was made. */
export const DoneSchema = z.object({ success: ok });
/** A change that takes no fields (delete, cancel, sign out): an empty object, or no body at all. */
export const NoFieldsSchema = z.object({}).nullish();
export const StaffResponseSchema = z.object({ success: ok, staff: StaffIdentitySchema });
export const StaffListResponseSchema = z.object({
  success: ok,
  staff: z.array(StaffAccountSchema),
});
export const RoleResponseSchema = z.object({ success: ok, role: z.enum(STAFF_ROLES) });
export const SessionsEndedResponseSchema = z.object({ success: ok, ended: z.number().int() });
export const PasswordResetResponseSchema = z.object({
  success: ok,
  sessionsEnded: z.number().int(),
});
export const LeadListResponseSchema = LeadPageSchema.extend({ success: ok });
export const LeadResponseSchema = z.object({ success: ok, lead: LeadDetailSchema });
export const StatusResponseSchema = z.object({ success: ok, status: z.enum(LEAD_STATUSES) });
export const AuditResponseSchema = AuditPageSchema.extend({ success: ok });
export const JobParamsSchema = LeadRefSchema.extend({
  jobId: z.coerce.number().int().positive().max(2_147_483_647),
});
