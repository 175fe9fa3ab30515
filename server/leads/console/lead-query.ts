import type { Lang } from '../../../shared/lang';
import { sql, type SQL } from 'drizzle-orm';
import type { LeadQuery, LeadStatus, LeadSummary, SpamReason } from '../../../schemas/admin';
import { MAIN_ZONE, type TeachingZone } from '../../../shared/content/centres';
import { courseBySlug } from '../../../shared/content/courses';
import {
  showBatch,
  type EnquiryKind,
  type LeadForm,
  type LeadNames,
} from '../../../shared/lead-fields';

// Enquiries and registrations read as one list: the columns they share, newest first (a company's
// enquiry is an enquiry of kind `company`: its subjects stand as its courses). Each lead's
// zone is its batch's, else its phone's country's (+971 the UAE, +91 India; kept_zone once an
// erasure has deleted the phone), else null: the staff member's own zone then stands in (LeadQuery.tz).
/** The zone of a lead's phone's country, in a query over one of the lead tables; null for any other. */
export const PHONE_ZONE = sql`case when phone_key like '+971%' then 'Asia/Dubai' when phone_key like '+91%' then 'Asia/Kolkata' end`;

export const LEADS = sql`(
  select both_forms.*, coalesce(
      (select time_zone from batches where batches.id = both_forms.batch),
      ${PHONE_ZONE},
      kept_zone
    ) as zone,
    (select name from staff_users where staff_users.id = both_forms.owner_id) as owner_name,
    coalesce(course_slug, (select course from batches where batches.id = both_forms.batch)) as lead_course
  from (
    select 'contact'::text as form, id, name, email, phone, case when kind = 'company' then coalesce(interests, '[]'::jsonb) else jsonb_build_array(course) end as courses, course_slug, batch, status, version, attribution, created_at, erased_at, spam_reason, email_key, phone_key, owner_id, follow_up_at, merged_into, merged_at, kind, company, language, kept_zone
      from contact_enquiries
    union all
    select 'registration'::text, id, trim(first_name || ' ' || last_name), email, mobile, courses, course_slug, batch, status, version, attribution, created_at, erased_at, spam_reason, email_key, phone_key, owner_id, follow_up_at, merged_into, merged_at, 'person'::text, null::text, language, kept_zone
      from registrations
  ) as both_forms
) as leads`;

export const LEADS_ORDER = sql`order by created_at desc, form, id desc`;
/** The due view's order: the follow-up waiting longest first. */
const DUE_ORDER = sql`order by follow_up_at, form, id`;
export const leadsOrder = (query: Pick<LeadQuery, 'due'>) => (query.due ? DUE_ORDER : LEADS_ORDER);

/** Who is asking and when: "mine" and "due" are theirs and now's. */
export interface Asking {
  me: number;
  now: Date;
}

/**
 * Follow-ups due today or before, each on its lead's own calendar (a merged lead is due on the one
 * it joined, never on its own) (the staff member's where the
 * lead names no zone): 23:00 in Kochi is due "today" there while it is already tomorrow in Dubai.
 */
export const dueFilter = (now: Date, tz: string = MAIN_ZONE) =>
  sql`(follow_up_at is not null and erased_at is null and merged_into is null and (follow_up_at at time zone coalesce(zone, ${tz}))::date <= (${now}::timestamptz at time zone coalesce(zone, ${tz}))::date)`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const utm = (key: string) =>
  sql.raw(`coalesce(attribution->'last'->>'${key}', attribution->'first'->>'${key}')`);
export const SOURCE = utm('utm_source');

/**
 * Where a lead came from, as the dashboard counts it: its campaign, else the site that referred it,
 * else `direct`. Erasure keeps it (it is no personal data); a lead erased before it was kept has
 * no attribution left and counts as `(erased)`.
 */
export const LEAD_SOURCE = sql`case when erased_at is not null and attribution is null then '(erased)' else coalesce(
  nullif(lower(trim(coalesce(attribution->'last'->>'utm_source', attribution->'first'->>'utm_source'))), ''),
  lower(substring(coalesce(attribution->'last'->>'referrer', attribution->'first'->>'referrer') from '^[a-zA-Z][a-zA-Z0-9+.-]*://(?:www\\.)?([^/:?#]+)')),
  'direct') end`;

/** A lead merged into another is shown on that one, and counted nowhere on its own. */
export const NOT_MERGED = sql`merged_into is null`;

/** Leads staff were told about, or (`spam`) those held as suspected spam: never both in one list. */
export const spamFilter = (spam: boolean) =>
  spam ? sql`spam_reason is not null` : sql`spam_reason is null`;

/**
 * The WHERE clause of a filter (owner, due, search, form, status, course, batch, dates in each lead's
 * zone, campaign source; leads or suspected spam). Leads merged into another are left out, but for
 * `withMerged` (the export, where each names the lead it joined).
 */
export function leadFilter(
  query: Omit<LeadQuery, 'page'>,
  asking: Asking,
  { withMerged = false } = {},
): SQL {
  const conditions: SQL[] = [spamFilter(query.spam), ...(withMerged ? [] : [NOT_MERGED])];
  if (query.owner === 'mine') conditions.push(sql`owner_id = ${asking.me}`);
  else if (query.owner === 'none') conditions.push(sql`owner_id is null`);
  else if (query.owner) conditions.push(sql`owner_id = ${Number(query.owner)}`);
  if (query.due) conditions.push(dueFilter(asking.now, query.tz));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    const digits = query.q.replace(/\D/g, '');
    conditions.push(
      digits.length >= 3
        ? sql`(name ilike ${pattern} or email ilike ${pattern} or phone ilike ${pattern} or regexp_replace(coalesce(phone, ''), '\\D', '', 'g') like ${`%${digits}%`})`
        : sql`(name ilike ${pattern} or email ilike ${pattern} or phone ilike ${pattern})`,
    );
  }
  if (query.form === 'company') conditions.push(sql`kind = 'company'`);
  else if (query.form) conditions.push(sql`form = ${query.form}`);
  if (query.status) conditions.push(sql`status = ${query.status}`);
  if (query.category) conditions.push(sql`courses @> ${JSON.stringify([query.category])}::jsonb`);
  if (query.course)
    conditions.push(
      sql`(course_slug = ${query.course} or batch in (select id from batches where course = ${query.course}))`,
    );
  if (query.batch) conditions.push(sql`batch = ${query.batch}`);
  if (query.source) {
    conditions.push(
      sql`(lower(attribution->'first'->>'utm_source') = lower(${query.source}) or lower(attribution->'last'->>'utm_source') = lower(${query.source}))`,
    );
  }
  // A day is the lead's own: received "today" in Dubai is today on Dubai's calendar.
  const day = sql`(created_at at time zone coalesce(zone, ${query.tz ?? MAIN_ZONE}))::date`;
  if (query.from) conditions.push(sql`${day} >= ${query.from}::date`);
  if (query.to) conditions.push(sql`${day} <= ${query.to}::date`);
  return sql.join(conditions, sql` and `);
}

export interface LeadRow {
  form: LeadForm;
  id: number;
  name: string;
  email: string;
  phone: string | null;
  courses: string[];
  batch: number | null;
  status: LeadStatus;
  version: number;
  attribution: Record<string, Record<string, string> | string> | null;
  created_at: Date | string;
  erased_at: Date | string | null;
  spam_reason: SpamReason | null;
  email_key: string | null;
  phone_key: string | null;
  merged_into: string | null;
  merged_at: Date | string | null;
  zone: TeachingZone | null;
  /** Only where the query counts them (OTHER_LEADS). */
  other_leads?: number;
  owner_id: number | null;
  owner_name: string | null;
  follow_up_at: Date | string | null;
  lead_course: string | null;
  kind: EnquiryKind;
  company: string | null;
  language: Lang;
}

export const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export function summaryOf(row: LeadRow, names: LeadNames): LeadSummary {
  const touch = (row.attribution ?? {}) as {
    first?: Record<string, string>;
    last?: Record<string, string>;
  };
  return {
    form: row.form,
    id: Number(row.id),
    name: row.name,
    email: row.email,
    phone: row.phone,
    courses: row.courses ?? [],
    batch: row.batch === null ? null : showBatch(Number(row.batch), names),
    status: row.status,
    version: Number(row.version),
    source: touch.last?.utm_source ?? touch.first?.utm_source ?? null,
    createdAt: iso(row.created_at)!,
    erasedAt: iso(row.erased_at),
    spam: row.spam_reason,
    zone: row.zone,
    otherLeads: Number(row.other_leads ?? 0),
    course: (row.lead_course && courseBySlug(row.lead_course)?.title) ?? null,
    owner: row.owner_id === null ? null : { id: Number(row.owner_id), name: row.owner_name ?? '' },
    followUpAt: iso(row.follow_up_at),
    company: row.kind === 'company' ? (row.company ?? '') : null,
    language: row.language,
  };
}
