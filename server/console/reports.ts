import { inArray, sql } from 'drizzle-orm';
import type { DashboardQuery, FunnelRow, MedianRow, Reports } from '../../schemas/dashboard';
import type { LeadStatus } from '../../schemas/admin';
import type { TeachingZone } from '../../shared/content/centres';
import { addDays, todayIn, wallClock, zonedToInstant } from '../../shared/zoned-time';
import type { Database } from '../db/connect';
import { rowsOf } from '../db/rows';
import { FIRST_CONTACT_ACTIONS, workingResponseMinutes } from '../leads/console/lead-contact';
import { LEAD_SOURCE, LEADS, NOT_MERGED, spamFilter } from '../leads/console/lead-query';

// The admissions reports: how a period's leads went (received, answered, enrolled) and how soon
// they were answered, within working hours. Each is a function of the period's leads and a
// grouping (the source, the week, the owner).

/** One lead of the period, with what the reports need of it. */
export interface ReportLead {
  source: string;
  /** The owner's name, or `Unassigned`. */
  owner: string;
  status: LeadStatus;
  createdAt: Date;
  /** The first response's wait in working minutes; null while unanswered. */
  responseMinutes: number | null;
}

/**
 * Contacted as the lead's status says, so the funnel agrees with the inbox's status filter: a note or
 * a logged call moves a lead on from "new", while a click on its phone or WhatsApp link is only an
 * attempt (a first response, but no contact). A closed lead counts when it was answered first.
 */
const contacted = (lead: ReportLead) =>
  lead.status === 'contacted' ||
  lead.status === 'enrolled' ||
  (lead.status === 'closed' && lead.responseMinutes !== null);

function groupBy<K extends string>(leads: readonly ReportLead[], key: (lead: ReportLead) => K) {
  const groups = new Map<K, ReportLead[]>();
  for (const lead of leads) {
    const label = key(lead);
    groups.set(label, [...(groups.get(label) ?? []), lead]);
  }
  return groups;
}

/** The funnel (received, contacted, enrolled) of each group, most received first. */
export function funnelBy(
  leads: readonly ReportLead[],
  key: (lead: ReportLead) => string,
): FunnelRow[] {
  return [...groupBy(leads, key)]
    .map(([label, group]) => ({
      label,
      received: group.length,
      contacted: group.filter(contacted).length,
      enrolled: group.filter((lead) => lead.status === 'enrolled').length,
    }))
    .sort((a, b) => b.received - a.received || a.label.localeCompare(b.label));
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median first response of each group's answered leads, in the order of `labels`. */
export function medianResponseBy(
  leads: readonly ReportLead[],
  key: (lead: ReportLead) => string,
  labels: readonly string[] = [...new Set(leads.map(key))],
): MedianRow[] {
  const groups = groupBy(leads, key);
  return labels.map((label) => {
    const group = groups.get(label) ?? [];
    const waits = group.flatMap((lead) =>
      lead.responseMinutes === null ? [] : [lead.responseMinutes],
    );
    return {
      label,
      median: median(waits),
      answered: waits.length,
      unanswered: group.length - waits.length,
    };
  });
}

/** The Monday (YYYY-MM-DD) of the week `instant` falls in, on `zone`'s calendar. */
export function mondayOf(instant: Date, zone: string): string {
  const date = wallClock(instant, zone).date;
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

const UNASSIGNED = 'Unassigned';

/** The period's leads (suspected spam and merged duplicates aside), each with its first response. */
async function periodLeads(db: Database, since: Date, until: Date): Promise<ReportLead[]> {
  const firstContact = sql`(select min(at) from audit_log
      where audit_log.target = leads.form || ':' || leads.id
        and ${inArray(sql`audit_log.action`, [...FIRST_CONTACT_ACTIONS])})`;
  const rows = rowsOf<{
    source: string;
    owner_name: string | null;
    status: LeadStatus;
    created_at: Date | string;
    zone: TeachingZone | null;
    first_at: Date | string | null;
  }>(
    await db.execute(sql`select ${LEAD_SOURCE} as source, owner_name, status, created_at, zone, ${firstContact} as first_at
      from ${LEADS}
     where created_at >= ${since.toISOString()}::timestamptz and created_at < ${until.toISOString()}::timestamptz
       and ${spamFilter(false)} and ${NOT_MERGED}`),
  );
  return rows.map((row) => ({
    source: row.source,
    owner: row.owner_name ?? UNASSIGNED,
    status: row.status,
    createdAt: new Date(row.created_at),
    responseMinutes: workingResponseMinutes(row.created_at, row.first_at, row.zone),
  }));
}

/** The reports for the last `days` days up to `now`, days and weeks on the staff member's clock. */
export async function readReports(
  db: Database,
  now: Date,
  { days, tz }: DashboardQuery,
): Promise<Reports> {
  const firstDay = addDays(todayIn(tz, now), 1 - Number(days));
  const since = zonedToInstant(firstDay, '00:00', tz);
  const leads = await periodLeads(db, since, now);
  const weeks: string[] = [];
  for (let week = mondayOf(since, tz); week <= mondayOf(now, tz); week = addDays(week, 7))
    weeks.push(week);
  const funnelByOwner = funnelBy(leads, (lead) => lead.owner);
  return {
    days,
    zone: tz,
    since: since.toISOString(),
    funnel: funnelBy(leads, (lead) => lead.source),
    funnelByOwner,
    response: {
      overall: medianResponseBy(leads, () => 'all', ['all'])[0]!,
      perWeek: medianResponseBy(leads, (lead) => mondayOf(lead.createdAt, tz), weeks),
      perOwner: medianResponseBy(
        leads,
        (lead) => lead.owner,
        funnelByOwner.map((row) => row.label),
      ),
    },
  };
}
