import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  LEADS_PAGE_SIZE,
  type LeadDetail,
  type LeadPage,
  type LeadQuery,
  type LeadRef,
} from '../../../schemas/admin';
import {
  COMPANY_FIELDS,
  CONTACT_FIELDS,
  REGISTRATION_FIELDS,
  showBatch,
  shownFields,
  leadTarget,
} from '../../../shared/lead-fields';
import { MAIN_ZONE } from '../../../shared/content/centres';
import { site } from '../../../shared/content/site';
import { whatsappGreeting } from '../../../shared/lead-greetings';
import { leadReference } from '../../../shared/lead-texts';
import { isoWithOffset } from '../../../shared/zoned-time';
import type { Database } from '../../db/connect';
import { rowsOf } from '../../db/rows';
import { auditLog, jobs, leadNotes } from '../../db/schema';
import { leadNames } from '../lead-batches';
import { loadLeadRows } from '../lead-rows';
import { toCsv } from './csv';
import { FIRST_CONTACT_ACTIONS, firstResponseAt, workingResponseMinutes } from './lead-contact';
import { OTHER_LEADS, otherLeadsOf } from './same-person';
import {
  iso,
  LEADS,
  leadFilter,
  leadsOrder,
  spamFilter,
  summaryOf,
  type Asking,
  type LeadRow,
} from './lead-query';

/** More rows than this in one export is a mistake (or an attack): narrow the filter. */
export const EXPORT_MAX_ROWS = 50_000;

/** Every field of every form, one column per label (a label forms share, Email, is one column). */
const FIELD_LABELS = [
  ...new Set(
    [...CONTACT_FIELDS, ...REGISTRATION_FIELDS, ...COMPANY_FIELDS].map((field) => field.label),
  ),
];
const TOUCH_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'landing_page',
  'referrer',
] as const;
export const CSV_COLUMNS = [
  'form',
  'id',
  /** As the desk names it: E-1, R-3, C-5. */
  'reference',
  /** `person`, or `company` for a company's enquiry. */
  'kind',
  /** On the lead's own clock, with its offset: 2026-11-28T08:42:00+05:30. */
  'received_at',
  /** The zone the times are read in (received_at, follow_up, erased_at): the lead's centre's, else the staff member's. */
  'time_zone',
  'status',
  /** The counsellor's name; empty while unassigned. */
  'owner',
  /** The next follow-up, on the lead's clock with its offset; empty for none. */
  'follow_up',
  /** Minutes from arrival to the first response within the centre's working hours; empty while unanswered. */
  'first_response_minutes',
  /** The outcome of the last call logged (CALL_OUTCOMES); empty when none was. */
  'last_call',
  /** The language the visitor wrote in (en, ar). */
  'language',
  /** The reference of the lead it was merged into; empty while it stands on its own. */
  'merged_into',
  ...FIELD_LABELS,
  ...TOUCH_KEYS,
  'page',
  'erased_at',
  /** Why the row is held as suspected spam (an export of the Suspected spam view); empty for leads. */
  'suspected_spam',
];

const DAY_MS = 86_400_000;

const ROW_TARGET = sql`leads.form || ':' || leads.id`;
/** The export's columns a lead's history and its merge give: its first response, its last call's outcome, the kind of the lead it joined. */
const DESK_COLUMNS = sql`
  (select min(at) from audit_log where target = ${ROW_TARGET}
     and action in (${sql.join(
       [...FIRST_CONTACT_ACTIONS].map((action) => sql`${action}`),
       sql`, `,
     )})) as first_response_at,
  (select details->>'outcome' from audit_log where target = ${ROW_TARGET} and action = 'lead_called'
     order by at desc, id desc limit 1) as last_call,
  (select kind from contact_enquiries c where 'contact:' || c.id = leads.merged_into) as merged_into_kind`;

interface ExportRow extends LeadRow {
  first_response_at: Date | string | null;
  last_call: string | null;
  merged_into_kind: LeadRow['kind'] | null;
}

/** `spamRetentionDays`: SPAM_RETENTION_DAYS, to tell staff when a suspected spam lead goes. */
export function createLeadInbox(
  db: Database,
  { spamRetentionDays }: { spamRetentionDays: number },
) {
  return {
    async list(query: LeadQuery, asking: Asking): Promise<LeadPage> {
      const where = leadFilter(query, asking);
      const [counted, rows, held] = await Promise.all([
        db.execute(sql`select count(*)::int as n from ${LEADS} where ${where}`),
        db.execute(
          sql`select *, ${OTHER_LEADS} from ${LEADS} where ${where} ${leadsOrder(query)} limit ${LEADS_PAGE_SIZE} offset ${(query.page - 1) * LEADS_PAGE_SIZE}`,
        ),
        db.execute(sql`select count(*)::int as n from ${LEADS} where ${spamFilter(true)}`),
      ]);
      const leads = rowsOf<LeadRow>(rows);
      // The filter's batch is named even when no lead on the page names it.
      const names = await leadNames(db, [
        ...leads.map((row) => ({ form: row.form, row })),
        ...(query.batch ? [{ form: 'contact' as const, row: { batch: query.batch } }] : []),
      ]);
      return {
        total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0),
        page: query.page,
        pageSize: LEADS_PAGE_SIZE,
        filteredBatch: query.batch ? showBatch(query.batch, names) : null,
        suspectedSpam: Number(rowsOf<{ n: number }>(held)[0]?.n ?? 0),
        spamRetentionDays,
        leads: leads.map((row) => summaryOf(row, names)),
      };
    },

    async get(ref: LeadRef): Promise<LeadDetail | null> {
      const [row] = rowsOf<LeadRow>(
        await db.execute(sql`select * from ${LEADS} where form = ${ref.form} and id = ${ref.id}`),
      );
      if (!row) return null;
      const full = (await loadLeadRows(db, [ref])).get(leadTarget(ref));
      const names = await leadNames(db, full ? [full] : []);
      const target = leadTarget(ref);
      const merged = rowsOf<LeadRow>(
        await db.execute(
          sql`select * from ${LEADS} where merged_into = ${target} order by merged_at, form, id`,
        ),
      );
      // The leads whose notes and history this page shows: its own, and those merged into it.
      const shown = [ref, ...merged.map((m) => ({ form: m.form, id: Number(m.id) }))];
      const [deliveries, notes, history, samePerson] = await Promise.all([
        db
          .select()
          .from(jobs)
          .where(
            sql`${jobs.payload}->>'form' = ${ref.form} and ${jobs.payload}->>'id' = ${String(ref.id)}`,
          )
          .orderBy(asc(jobs.id)),
        db
          .select()
          .from(leadNotes)
          .where(
            or(...shown.map((s) => and(eq(leadNotes.form, s.form), eq(leadNotes.leadId, s.id)))),
          )
          .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id)),
        db
          .select()
          .from(auditLog)
          .where(inArray(auditLog.target, shown.map(leadTarget)))
          .orderBy(asc(auditLog.at), asc(auditLog.id)),
        otherLeadsOf(db, ref, row),
      ]);
      const firstAt = firstResponseAt(
        history
          .filter((h) => h.target === target)
          .map((h) => ({ action: h.action, at: h.at.toISOString() })),
      );
      const [intoForm, intoId] = (row.merged_into ?? '').split(':');
      const summary = summaryOf({ ...row, other_leads: samePerson.length }, names);
      return {
        ...summary,
        phoneE164: row.phone_key,
        whatsappGreeting: whatsappGreeting(
          { ...summary, courseSlug: row.lead_course, courses: row.courses ?? [] },
          site.name,
        ),
        firstResponseAt: firstAt,
        firstResponseWorkingMinutes: workingResponseMinutes(row.created_at, firstAt, row.zone),
        samePerson,
        mergedInto: row.merged_into
          ? { form: intoForm as LeadRef['form'], id: Number(intoId) }
          : null,
        mergedAt: iso(row.merged_at),
        merged: merged.map((m) => ({
          form: m.form,
          id: Number(m.id),
          name: m.name,
          courses: m.courses ?? [],
          status: m.status,
          version: Number(m.version),
          createdAt: iso(m.created_at)!,
          mergedAt: iso(m.merged_at)!,
          zone: m.zone,
          attribution: (m.attribution as Record<string, unknown> | null) ?? null,
        })),
        spamDeletedAt: row.spam_reason
          ? new Date(new Date(row.created_at).getTime() + spamRetentionDays * DAY_MS).toISOString()
          : null,
        fields: full
          ? shownFields(full.form, full.row, names).map(({ label, value }) => ({ label, value }))
          : [],
        attribution: (row.attribution as Record<string, unknown> | null) ?? null,
        deliveries: deliveries.map((job) => ({
          jobId: job.id,
          state: job.doneAt ? 'done' : job.failedAt ? 'failed' : 'pending',
          attempts: job.attempts,
          lastError: job.lastError,
          doneAt: iso(job.doneAt),
          failedAt: iso(job.failedAt),
          delivered: job.payload.delivered ?? [],
        })),
        notes: notes.map((n) => ({
          id: n.id,
          lead: leadTarget({ form: n.form as LeadRef['form'], id: n.leadId }),
          author: n.authorName,
          body: n.body,
          createdAt: n.createdAt.toISOString(),
        })),
        history: history.map((h) => ({
          lead: h.target!,
          at: h.at.toISOString(),
          actor: h.actorEmail,
          action: h.action,
          details: h.details,
        })),
      };
    },

    /** The whole filtered list as CSV (every page; leads merged into another too, each naming the one it joined), and how many rows it holds. */
    async exportCsv(
      query: Omit<LeadQuery, 'page'>,
      asking: Asking,
    ): Promise<{ csv: string; rows: number }> {
      const rows = rowsOf<ExportRow>(
        await db.execute(
          sql`select *, ${DESK_COLUMNS} from ${LEADS} where ${leadFilter(query, asking, { withMerged: true })} ${leadsOrder(query)} limit ${EXPORT_MAX_ROWS}`,
        ),
      );
      const full = await loadLeadRows(
        db,
        rows.map((row) => ({ form: row.form, id: Number(row.id) })),
      );
      const names = await leadNames(db, full.values());
      const cells = rows.map((row) => {
        const lead = full.get(leadTarget({ form: row.form, id: Number(row.id) }));
        const shown = new Map(
          lead
            ? shownFields(lead.form, lead.row, names).map(({ label, value }) => [label, value])
            : [],
        );
        const a = (row.attribution ?? {}) as {
          page?: string;
          first?: Record<string, string>;
          last?: Record<string, string>;
        };
        const touch = (key: string) => a.last?.[key] ?? a.first?.[key];
        const zone = row.zone ?? query.tz ?? MAIN_ZONE;
        const [intoForm, intoId] = (row.merged_into ?? '').split(':');
        return [
          row.form,
          Number(row.id),
          leadReference(row.kind === 'company' ? 'company' : row.form, Number(row.id)),
          row.kind,
          isoWithOffset(new Date(row.created_at), zone),
          zone,
          row.status,
          row.owner_name,
          row.follow_up_at === null ? null : isoWithOffset(new Date(row.follow_up_at), zone),
          workingResponseMinutes(row.created_at, row.first_response_at, row.zone),
          row.last_call,
          row.language,
          row.merged_into
            ? leadReference(
                row.merged_into_kind === 'company' ? 'company' : (intoForm as LeadRow['form']),
                Number(intoId),
              )
            : null,
          ...FIELD_LABELS.map((label) => shown.get(label)),
          ...TOUCH_KEYS.map(touch),
          a.page,
          row.erased_at === null ? null : isoWithOffset(new Date(row.erased_at), zone),
          row.spam_reason,
        ];
      });
      return { csv: toCsv(CSV_COLUMNS, cells), rows: rows.length };
    },
  };
}
export type LeadInbox = ReturnType<typeof createLeadInbox>;
