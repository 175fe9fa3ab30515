import { sql } from 'drizzle-orm';
import type { EnquiryKind, LeadForm } from '../../shared/lead-fields';
import type { Lang } from '../../shared/lang';
import type { Batch } from '../../shared/batches';
import type { SpamReason } from '../../schemas/admin';
import type { Attribution } from '../../schemas/leads';
import type { CentreId, TeachingZone } from '../../shared/content/centres';
import type { SubjectId } from '../../shared/content/courses';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  type AnyPgColumn,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Goes up with every change staff save, which names the version it was read at: a save made from an
 * older reading is refused rather than overwriting someone else's change (server/console/versions.ts).
 */
const version = () => integer('version').notNull().default(1);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Where a lead came from: page, referrer and UTM parameters (first and last touch). */
export type LeadAttribution = Attribution;

/**
 * How one person is recognised across leads (server/leads/person-keys.ts): the email lower-cased and
 * the phone in E.164, or null where there is none (an erased lead has neither).
 */
const personKeys = () => ({
  emailKey: text('email_key'),
  phoneKey: text('phone_key'),
});

/**
 * What staff do with a lead: its status, when its personal data was erased on request (the row is
 * kept), and why it is held as suspected spam (SPAM_REASONS): such a lead is kept apart, nobody is
 * told about it until staff release it, and it is deleted after SPAM_RETENTION_DAYS.
 */
const leadHandling = () => ({
  status: text('status').notNull().default('new'),
  version: version(),
  /** The counsellor who works it (staff_users.id); null while unassigned (server/leads/assignment.ts). */
  ownerId: integer('owner_id').references((): AnyPgColumn => staffUsers.id, {
    onDelete: 'set null',
  }),
  /** When it is next to be followed up; null for none. */
  followUpAt: timestamp('follow_up_at', { withTimezone: true }),
  erasedAt: timestamp('erased_at', { withTimezone: true }),
  spamReason: text('spam_reason').$type<SpamReason>(),
  ...personKeys(),
  /**
   * The lead staff merged this one into (`contact:12`, `registration:5`), and when: the row is kept
   * whole, left out of the inbox and the counts, and shown on that lead until staff un-merge it.
   */
  mergedInto: text('merged_into'),
  mergedAt: timestamp('merged_at', { withTimezone: true }),
  /** The language the visitor sent it in (the form's page's): the acknowledgement and greetings use it. */
  language: text('language').$type<Lang>().notNull().default('en'),
  /**
   * The zone its times are read in (Asia/Dubai, Asia/Kolkata), kept when its erasure deletes the
   * phone that told it (lead-query.ts LEADS): an erased lead stays on its centre's calendar.
   */
  keptZone: text('kept_zone').$type<TeachingZone>(),
});

export const contactEnquiries = pgTable(
  'contact_enquiries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email').notNull(),
    /** The spec's category; null on a company enquiry, which names its subjects in `interests`. */
    course: text('course'),
    /** The course page the enquiry was sent from (a course's slug, checked against the 48), beside the spec's category in `course`. */
    courseSlug: text('course_slug'),
    /** The batch the visitor chose (batches.id), if any. No foreign key: a batch staff delete leaves its id on the leads that named it. */
    batch: integer('batch'),
    /** The spec's time plan; null on a company enquiry. */
    track: text('track'),
    description: text('description'),
    /** An individual's enquiry, or a company's (the business track's form, with the four columns below). */
    kind: text('kind').$type<EnquiryKind>().notNull().default('person'),
    company: text('company'),
    teamSize: text('team_size'),
    /** The subjects a company would train its people in, by name (COMPANY_SUBJECTS). */
    interests: jsonb('interests').$type<string[]>(),
    /** The centre a company would train at, or Online, by name. */
    centre: text('centre'),
    attribution: jsonb('attribution').$type<LeadAttribution>(),
    createdAt: createdAt(),
    ...leadHandling(),
  },
  (t) => [
    index('contact_enquiries_batch_idx').on(t.batch),
    index('contact_enquiries_email_key_idx').on(t.emailKey),
    index('contact_enquiries_phone_key_idx').on(t.phoneKey),
    index('contact_enquiries_owner_idx').on(t.ownerId),
    index('contact_enquiries_follow_up_idx').on(t.followUpAt),
    index('contact_enquiries_merged_into_idx').on(t.mergedInto),
  ],
);

export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    aadharNo: text('aadhar_no'),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    postcode: text('postcode'),
    country: text('country'),
    mainTel: text('main_tel'),
    website: text('website'),
    address: text('address'),
    degree: text('degree'),
    engineering: text('engineering'),
    guardianFirstName: text('guardian_first_name'),
    guardianLastName: text('guardian_last_name'),
    guardianJobTitle: text('guardian_job_title'),
    guardianTelephone: text('guardian_telephone'),
    guardianMobile: text('guardian_mobile'),
    guardianEmail: text('guardian_email'),
    /** The batch the visitor chose (batches.id), if any; no foreign key, as on contact_enquiries. */
    batch: integer('batch'),
    courses: jsonb('courses').$type<string[]>().notNull().default([]),
    /** The course the visitor came to register for (a course's slug, checked against the 48), beside the list's options. */
    courseSlug: text('course_slug'),
    courseOtherText: text('course_other_text'),
    date: text('date'),
    attribution: jsonb('attribution').$type<LeadAttribution>(),
    createdAt: createdAt(),
    ...leadHandling(),
  },
  (t) => [
    index('registrations_batch_idx').on(t.batch),
    index('registrations_email_key_idx').on(t.emailKey),
    index('registrations_phone_key_idx').on(t.phoneKey),
    index('registrations_owner_idx').on(t.ownerId),
    index('registrations_follow_up_idx').on(t.followUpAt),
    index('registrations_merged_into_idx').on(t.mergedInto),
  ],
);

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    /** Stable key of seeded posts, so seeding twice changes nothing. */
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    featuredImage: text('featured_image').notNull(),
    /** The language the post is written in: listed and read at that language's addresses alone. */
    lang: text('lang').$type<Lang>().notNull().default('en'),
    published: boolean('published').notNull().default(true),
    version: version(),
    createdAt: createdAt(),
    /** Last edit in the console; the sitemap's lastmod. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blogs_published_created_idx').on(t.published, t.createdAt),
    check('blogs_lang_check', sql`${t.lang} in ('en', 'ar')`),
  ],
);

export const accreditations = pgTable('accreditations', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().unique(),
  imagepath: text('imagepath').notNull(),
  position: integer('position').notNull().default(0),
  version: version(),
  createdAt: createdAt(),
});

/** The transactional outbox: written with the lead, delivered by the notification worker. */
/** A job's payload: the lead whose staff notification it is, and the channels it has delivered (a retry never repeats them). */
export interface LeadJobPayload {
  form: LeadForm;
  id: number;
  delivered?: string[];
  /** The channels this job delivers, when not every one (a lead given to a new owner: `owner`). */
  only?: string[];
  /** The owner the job tells the lead is theirs (if still its owner when it is delivered). */
  owner?: number | null;
}

/** A daily digest's payload: whose, and for which of their days (server/leads/notify/digest.ts). */
export interface DigestJobPayload {
  owner: number;
  day: string;
  /** Never set: a digest has one channel. Here so every payload reads alike. */
  delivered?: string[];
  form?: undefined;
  id?: undefined;
  only?: undefined;
}

/** What a notice names of a batch (shared/batch-summary.ts), kept with it: the batch may be deleted. */
export type BatchFacts = Pick<Batch, 'course' | 'start_date' | 'end_date' | 'centre' | 'mode'>;

/** A notice to a visitor that the batch their lead named was cancelled or deleted (server/batches/batch-notice.ts). */
export interface BatchNoticePayload {
  form: LeadForm;
  id: number;
  /** The batch's id (a person is told about one batch once) and its words, as it was. */
  batchId?: number;
  batch: string;
  outcome: 'cancelled' | 'deleted';
  /** The batch their place moved to, in words, if staff moved it. */
  movedTo: string | null;
  /** The two batches as they were, for the notice to name them in the lead's language (absent from older notices). */
  facts?: BatchFacts;
  movedToFacts?: BatchFacts | null;
  delivered?: string[];
  only?: undefined;
}

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload')
      .$type<LeadJobPayload | DigestJobPayload | BatchNoticePayload>()
      .notNull(),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);

/** Staff accounts of the console. No account is seeded: the first is made with `npm run admin:create`. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased, so sign-in is case-insensitive. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Takes new leads: the assignment rules choose among the available counsellors. */
    availableForLeads: boolean('available_for_leads').notNull().default(false),
    /** The zone the daily digest of follow-ups is sent by (its hour, its day). */
    timeZone: text('time_zone').$type<TeachingZone>().notNull().default('Asia/Kolkata'),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_users_email_idx').on(t.email)],
);

/** Signed-in sessions. The id is the SHA-256 of the cookie's token: a stolen table holds no usable token. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('staff_sessions_user_idx').on(t.userId)],
);

/** Who did what and when: sign-ins (and failures, which also drive throttling), lead changes, exports, erasures. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: integer('actor_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    /** What was acted on, e.g. `contact:12`, `staff:3`, `email:a@b.c` for a failed sign-in. */
    target: text('target'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_action_at_idx').on(t.action, t.at),
    index('audit_log_target_idx').on(t.target),
    index('audit_log_at_idx').on(t.at),
  ],
);

/** Staff notes on a lead (contact enquiry or registration). */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: serial('id').primaryKey(),
    form: text('form').notNull(),
    leadId: integer('lead_id').notNull(),
    authorId: integer('author_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_notes_lead_idx').on(t.form, t.leadId)],
);

/** Real-user Core Web Vitals sent by visitors' browsers (no third-party analytics); p75 per route is read from here. */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: serial('id').primaryKey(),
    /** The route pattern or path the metric was measured on, e.g. `/blogs/:id` or `/contacts`. */
    route: text('route').notNull(),
    /** `LCP`, `INP` or `CLS`. */
    metric: text('metric').notNull(),
    value: doublePrecision('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('web_vitals_metric_route_at_idx').on(t.metric, t.route, t.createdAt)],
);

/** Rate-limit counters shared by several server processes (used when RATE_LIMIT_STORE=database). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * A course's intakes. Dates and the start time are the centre's wall clock (the zone is stored, as an
 * online batch names its own); `version` goes up with every change, so an edit made from an older
 * reading is refused rather than overwriting someone else's.
 */
export const batches = pgTable(
  'batches',
  {
    id: serial('id').primaryKey(),
    course: text('course').notNull(),
    centre: text('centre').notNull(),
    mode: text('mode').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    timeZone: text('time_zone').notNull(),
    schedule: text('schedule').notNull(),
    language: text('language').notNull(),
    seats: integer('seats'),
    status: text('status').notNull().default('open'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('batches_course_start_idx').on(t.course, t.startDate),
    index('batches_start_idx').on(t.startDate),
  ],
);

/** One-off facts about this database, e.g. that first-start content was written (so staff deletions stay deleted). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** bytea as a Buffer on both drivers (a PGlite made without connect.ts's options answers a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Uploaded pictures as the upload pipeline re-encoded them (server/uploads/uploads.ts), one
 * row per file served at /uploads/<path>: in the database, every server process serves every
 * picture, and a backup carries them with the rows that name them.
 */
export const uploads = pgTable('uploads', {
  /** `<group>/<hash>.webp` or `<group>/<hash>-<width>.<avif|webp>`: named by a hash of the source, so never changed. */
  path: text('path').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/**
 * The last acknowledgement email sent to each visitor's address (its email key): at most one an hour
 * goes to an address, so the forms cannot be used to mail a stranger over and over. `lead` is the
 * lead (`contact:12`) whose acknowledgement holds the address: its retries may send.
 */
export const acknowledgements = pgTable('acknowledgements', {
  emailKey: text('email_key').primaryKey(),
  lead: text('lead').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/**
 * Who a new lead goes to (server/leads/assignment.ts): the rule of its centre and subject, else of its
 * centre, else of its subject, else the fallback (both null). `counsellors` are the staff it shares
 * leads among, when available (empty: every available counsellor); `turn` counts the leads a
 * round-robin rule has handed out, moved on under the row's lock so a burst cannot hand two leads the
 * same turn.
 */
export const assignmentRules = pgTable(
  'assignment_rules',
  {
    id: serial('id').primaryKey(),
    centre: text('centre').$type<CentreId>(),
    subject: text('subject').$type<SubjectId>(),
    method: text('method').$type<'round-robin' | 'fewest-open'>().notNull(),
    counsellors: jsonb('counsellors').$type<number[]>().notNull().default([]),
    turn: integer('turn').notNull().default(0),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('assignment_rules_scope_idx').on(
      sql`coalesce(${t.centre}, '')`,
      sql`coalesce(${t.subject}, '')`,
    ),
  ],
);

/**
 * The daily digest of follow-ups each owner was sent: one row per owner and day (the owner's), inserted
 * with the digest's job, so two server processes cannot both send it.
 */
export const digestsSent = pgTable(
  'digests_sent',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('digests_sent_owner_day_idx').on(t.ownerId, t.day)],
);
