import { and, asc, eq, gte, like, max, ne, sql } from 'drizzle-orm';
import type { CentreId, TeachingZone } from '../../shared/content/centres';
import type { StudyMode } from '../../shared/content/courses';
import { isShownPublicly, type Batch, type BatchStatus } from '../../shared/batches';
import { addDays } from '../../shared/zoned-time';
import type { Database } from '../db/connect';
import { auditLog, batches } from '../db/schema';

export type BatchRow = typeof batches.$inferSelect;

export const toBatch = (row: BatchRow): Batch => ({
  id: row.id,
  course: row.course,
  centre: row.centre as CentreId,
  mode: row.mode as StudyMode,
  start_date: row.startDate,
  end_date: row.endDate,
  start_time: row.startTime,
  time_zone: row.timeZone as TeachingZone,
  schedule: row.schedule,
  language: row.language,
  seats: row.seats,
  status: row.status as BatchStatus,
  version: row.version,
  updated_at: row.updatedAt.toISOString(),
});

/** UTC's date a day back: no centre's "today" is earlier, so the exact check in JS sees every candidate. */
const earliestToday = (now: Date) => addDays(now.toISOString().slice(0, 10), -1);

/** What public pages and feeds read: upcoming batches that are not cancelled, soonest first. */
export function createBatchesService(db: Database, clock: () => Date = () => new Date()) {
  return {
    async upcomingBatches(course?: string): Promise<Batch[]> {
      const now = clock();
      const rows = await db
        .select()
        .from(batches)
        .where(
          and(
            gte(batches.startDate, earliestToday(now)),
            ne(batches.status, 'cancelled'),
            course === undefined ? undefined : eq(batches.course, course),
          ),
        )
        .orderBy(asc(batches.startDate), asc(batches.startTime), asc(batches.id));
      return rows.map(toBatch).filter((batch) => isShownPublicly(batch, now));
    },

    async getBatch(id: number): Promise<Batch | null> {
      const [row] = await db.select().from(batches).where(eq(batches.id, id));
      return row ? toBatch(row) : null;
    },

    /**
     * Each course's last batch change: the newest batch edit, or the console's audit entry of one
     * (a deleted batch leaves no row, only its entry), whichever is later.
     */
    async lastChangeByCourse(): Promise<Map<string, Date>> {
      const edited = await db
        .select({ course: batches.course, at: max(batches.updatedAt) })
        .from(batches)
        .groupBy(batches.course);
      const courseOf = sql<string>`${auditLog.details}->>'course'`;
      const audited = await db
        .select({ course: courseOf, at: max(auditLog.at) })
        .from(auditLog)
        .where(like(auditLog.action, 'batch\\_%'))
        .groupBy(courseOf);
      const latest = new Map<string, Date>();
      for (const { course, at } of [...edited, ...audited]) {
        if (!course || !at) continue;
        const when = new Date(at as unknown as string | Date);
        if (!(latest.get(course)! >= when)) latest.set(course, when);
      }
      return latest;
    },
  };
}
export type BatchesService = ReturnType<typeof createBatchesService>;
