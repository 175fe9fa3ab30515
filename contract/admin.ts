import type { Dashboard } from './dashboard';
import { LEAD_FORMS, type LeadForm } from './lead-fields';
import { multiLineText, oneLineText, text } from './text';
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
const optionalDate = optionalText(10).refine(
  (v) => v === undefined || z.iso.date().safeParse(v).success,
  'Enter a date as YYYY-MM-DD.',
);

/** The inbox's filter, from the query string; the CSV export takes the same filter. */
export const LeadQuerySchema = z.object({
  q: optionalText(200),
  form: z
    .enum([...LEAD_FORMS, ''])
    .optional()
    .transform((v) => v || undefined),
  status: z
    .enum([...LEAD_STATUSES, ''])
    .optional()
    .transform((v) => v || undefined),
  course: optionalText(200),
  /** Enquiries naming this batch (the Batches page links here). */
  batch: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().positive().max(2_147_483_647).optional(),
  ),
  source: optionalText(200),
  from: optionalDate,
  to: optionalDate,
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

/** A lead named in one string, `contact:12`: the audit log's target for it, and a key for it. */
export const leadTarget = ({ form, id }: LeadRef) => `${form}:${id}`;

export const StatusChangeSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: 'Choose a status.' }),
});
export const NoteSchema = z.object({
  body: multiLineText({ error: 'Write a note.' }).trim().min(1, 'Write a note.').max(5000),
});
export const RoleChangeSchema = z.object({
  role: z.enum(STAFF_ROLES, { error: 'Role is admin or staff.' }),
});
export const PasswordResetSchema = z.object({ password: PasswordSchema });
export const IdParamSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const AuditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export interface StaffIdentity {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

/** A staff account as the accounts page lists it. */
export interface StaffAccount extends StaffIdentity {
  disabled: boolean;
  createdAt: string;
  /** Sessions neither signed out nor past their idle or absolute timeout. */
  activeSessions: number;
}

export interface LeadSummary {
  form: LeadForm;
  id: number;
  name: string;
  email: string;
  phone: string | null;
  courses: string[];
  /** The batch an enquiry names, in words (course, dates, centre, mode). */
  batch: string | null;
  status: LeadStatus;
  source: string | null;
  createdAt: string;
  erasedAt: string | null;
  /** Why it is held as suspected spam; null for a lead staff were told about. */
  spam: SpamReason | null;
}

export interface LeadPage {
  leads: LeadSummary[];
  /** The batch the filter names, in words; null without one. */
  filteredBatch: string | null;
  /** Leads held as suspected spam, whatever the filter, and the days they are kept (SPAM_RETENTION_DAYS). */
  suspectedSpam: number;
  spamRetentionDays: number;
  total: number;
  page: number;
  pageSize: number;
}

export interface LeadDelivery {
  jobId: number;
  state: 'pending' | 'done' | 'failed';
  attempts: number;
  lastError: string | null;
  doneAt: string | null;
  failedAt: string | null;
  delivered: string[];
}

export interface LeadEvent {
  at: string;
  actor: string | null;
  action: string;
  details: Record<string, unknown> | null;
}

export interface LeadNote {
  id: number;
  author: string;
  body: string;
  createdAt: string;
}

export interface LeadDetail extends LeadSummary {
  /** When a lead held as suspected spam is deleted unless staff release or delete it first. */
  spamDeletedAt: string | null;
  /** Every stored field, labelled, in the form's order. */
  fields: { label: string; value: string }[];
  attribution: Record<string, unknown> | null;
  deliveries: LeadDelivery[];
  notes: LeadNote[];
  history: LeadEvent[];
}

export interface AuditEntry {
  id: number;
  at: string;
  actor: string | null;
  action: string;
  target: string | null;
  ip: string | null;
  details: Record<string, unknown> | null;
}

export interface AuditPage {
  entries: AuditEntry[];
  page: number;
  hasMore: boolean;
}

/** What the console's page loaders may ask of the server (through the load context). */
export interface AdminPages {
  /** The staff member whose session cookie is in this Cookie header, or null (the session is refreshed). */
  authenticate(cookieHeader: string | null): Promise<StaffIdentity | null>;
  listLeads(query: LeadQuery): Promise<LeadPage>;
  getLead(ref: LeadRef): Promise<LeadDetail | null>;
  listAudit(page: number): Promise<AuditPage>;
  dashboard(): Promise<Dashboard>;
  listStaff(): Promise<StaffAccount[]>;
}
