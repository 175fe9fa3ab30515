import { sql } from 'drizzle-orm';
import {
  DASHBOARD_BATCHES,
  DASHBOARD_VITALS_DAYS,
  DASHBOARD_WEEKS,
  type Dashboard,
  type DashboardQuery,
  type LabelCount,
  type WeekOfLeads,
} from '../../schemas/dashboard';
import { readBackupStatus } from '../backup/runner';
import type { Database } from '../db/connect';
import { rowsOf } from '../db/rows';
import { createBatchesService } from '../batches/batch-reader';
import { batchForStaff, withLeads } from '../leads/lead-batches';
import type { VitalsService } from '../vitals/vitals-store';
import { addDays, zonedToInstant } from '../../shared/zoned-time';
import type { Clock } from './clock';
import { mondayOf, readReports } from './reports';
import { LEADS, LEAD_SOURCE, NOT_MERGED, spamFilter } from '../leads/console/lead-query';

/** Monday 00:00 in `zone` of the week `now` falls in there (weeks as date_trunc('week') counts them). */
export const weekStartOf = (now: Date, zone: string): Date =>
  zonedToInstant(mondayOf(now, zone), '00:00', zone);

const labelCounts = (result: unknown): LabelCount[] =>
  rowsOf<{ label: string; n: number | string }>(result).map((r) => ({
    label: r.label,
    count: Number(r.n),
  }));

/** Where the server's backups go, and how often it takes them (config's backupDir and BACKUP_EVERY). */
export interface BackupSettings {
  dir: string;
  everyMs?: number;
}

function backupState(settings: BackupSettings | undefined, now: Date): Dashboard['backup'] {
  if (!settings) return { everyMs: null, last: null, failure: null };
  const { last, failure } = readBackupStatus(settings.dir);
  return {
    everyMs: settings.everyMs ?? null,
    last: last && {
      ...last,
      ageMinutes: Math.max(0, Math.floor((now.getTime() - Date.parse(last.at)) / 60_000)),
    },
    failure,
  };
}

export function createDashboardService(
  db: Database,
  { clock, vitals, backups }: { clock: Clock; vitals: VitalsService; backups?: BackupSettings },
) {
  const batches = createBatchesService(db, clock);
  const nextBatches = async () =>
    (await withLeads(db, (await batches.upcomingBatches()).slice(0, DASHBOARD_BATCHES))).map(
      (batch) => ({ id: batch.id, batch: batchForStaff(batch), leads: batch.leads }),
    );
  return {
    /** Weeks and days are the staff member's (`query.tz`): a Monday in Kochi starts a week there. */
    async read(query: DashboardQuery): Promise<Dashboard> {
      const { tz } = query;
      const firstWeek = addDays(mondayOf(clock(), tz), -7 * (DASHBOARD_WEEKS - 1));
      const since = zonedToInstant(firstWeek, '00:00', tz);
      const until = zonedToInstant(addDays(firstWeek, 7 * DASHBOARD_WEEKS), '00:00', tz);
      // Suspected spam is counted apart (it is no lead until staff release it), a merged duplicate not at all.
      const window = sql`created_at >= ${since.toISOString()}::timestamptz and created_at < ${until.toISOString()}::timestamptz and ${spamFilter(false)} and ${NOT_MERGED}`;
      const [perWeek, byCourse, bySource, notifications, p75, next, spam, reports] =
        await Promise.all([
          db.execute(sql`select to_char(date_trunc('week', created_at at time zone ${tz}), 'YYYY-MM-DD') as week, form, count(*)::int as n
                         from ${LEADS} where ${window} group by 1, 2`),
          db.execute(sql`select course as label, count(*)::int as n
                         from (select jsonb_array_elements_text(courses) as course from ${LEADS} where ${window}) chosen
                        group by course order by n desc, course`),
          db.execute(sql`select source as label, count(*)::int as n from (select ${LEAD_SOURCE} as source from ${LEADS} where ${window}) s
                        group by source order by n desc, source`),
          db.execute(sql`select count(*) filter (where failed_at is null)::int as pending, count(*) filter (where failed_at is not null)::int as failed
                         from jobs where done_at is null`),
          vitals.p75ByRoute(DASHBOARD_VITALS_DAYS),
          nextBatches(),
          db.execute(sql`select count(*)::int as n from ${LEADS} where ${spamFilter(true)}`),
          readReports(db, clock(), query),
        ]);
      const counted = new Map(
        rowsOf<{ week: string; form: string; n: number | string }>(perWeek).map((r) => [
          `${r.week}/${r.form}`,
          Number(r.n),
        ]),
      );
      const weeks: WeekOfLeads[] = Array.from({ length: DASHBOARD_WEEKS }, (_, i) => {
        const weekStart = addDays(firstWeek, 7 * i);
        return {
          weekStart,
          contact: counted.get(`${weekStart}/contact`) ?? 0,
          registration: counted.get(`${weekStart}/registration`) ?? 0,
        };
      });
      const [jobs] = rowsOf<{ pending: number | string; failed: number | string }>(notifications);
      return {
        since: since.toISOString(),
        zone: tz,
        weeks,
        byCourse: labelCounts(byCourse),
        bySource: labelCounts(bySource),
        vitals: p75,
        nextBatches: next,
        notifications: { pending: Number(jobs?.pending ?? 0), failed: Number(jobs?.failed ?? 0) },
        suspectedSpam: Number(rowsOf<{ n: number }>(spam)[0]?.n ?? 0),
        backup: backupState(backups, clock()),
        reports,
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
