import { lt, sql } from 'drizzle-orm';
import { VITALS_KEEP_DAYS, type VitalMetric, type VitalP75 } from '../../shared/vitals';
import type { VitalsBeacon } from '../../schemas/vitals-beacon';
import type { Database } from '../db/connect';
import { webVitals } from '../db/schema';

const DAY_MS = 86_400_000;
/** Pruning is a table scan on the created_at index: once an hour is plenty. */
const PRUNE_EVERY_MS = 60 * 60_000;

export function createVitalsService(db: Database, clock: () => Date = () => new Date()) {
  let prunedAt = 0;

  async function prune(now: Date): Promise<number> {
    const rows = await db
      .delete(webVitals)
      .where(lt(webVitals.createdAt, new Date(now.getTime() - VITALS_KEEP_DAYS * DAY_MS)))
      .returning({ id: webVitals.id });
    return rows.length;
  }

  return {
    /** Stores one beacon's metrics, and now and then deletes the rows past their keep. */
    async record({ route, metrics }: VitalsBeacon): Promise<void> {
      const now = clock();
      await db
        .insert(webVitals)
        .values(metrics.map((m) => ({ route, metric: m.name, value: m.value, createdAt: now })));
      if (now.getTime() - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = now.getTime();
        await prune(now);
      }
    },

    prune: () => prune(clock()),

    /** p75 of each metric on each route over the last `days` days, routes in order. */
    async p75ByRoute(days: number): Promise<VitalP75[]> {
      const since = new Date(clock().getTime() - days * DAY_MS);
      const result = await db.execute(sql`
        select route, metric, percentile_cont(0.75) within group (order by value) as p75, count(*)::int as n
          from ${webVitals}
         where ${webVitals.createdAt} >= ${since.toISOString()}::timestamptz
         group by route, metric
         order by route, metric`);
      const rows = (
        result as unknown as {
          rows: { route: string; metric: VitalMetric; p75: number | string; n: number | string }[];
        }
      ).rows;
      return rows.map((r) => ({
        route: r.route,
        metric: r.metric,
        p75: Number(r.p75),
        count: Number(r.n),
      }));
    },
  };
}
export type VitalsService = ReturnType<typeof createVitalsService>;
