import { inArray, sql } from 'drizzle-orm';
import { seatStatus, type Batch } from '../../shared/batches';
import type { Database } from '../db/connect';
import { rowsOf } from '../db/rows';

// A batch's seats are taken by the leads staff marked enrolled for it, either form, suspected spam
// and merged duplicates aside: what a visitor is shown (few seats, full) and what a new lead is checked against.

/** Each batch's leads by form, and the enrolled among them. */
export async function leadsPerBatch(db: Database, ids: readonly number[]) {
  const per = new Map<number, { enquiries: number; registrations: number; enrolled: number }>();
  if (ids.length === 0) return per;
  const rows = rowsOf<{ batch: number; form: string; n: number; enrolled: number }>(
    await db.execute(sql`
      select batch, form, count(*)::int as n, count(*) filter (where status = 'enrolled')::int as enrolled
        from (
          select batch, 'contact' as form, status, spam_reason, merged_into from contact_enquiries
          union all
          select batch, 'registration', status, spam_reason, merged_into from registrations
        ) as leads
       where spam_reason is null and merged_into is null and ${inArray(sql`batch`, [...ids])}
       group by batch, form`),
  );
  for (const row of rows) {
    const counts = per.get(Number(row.batch)) ?? { enquiries: 0, registrations: 0, enrolled: 0 };
    counts[row.form === 'contact' ? 'enquiries' : 'registrations'] += Number(row.n);
    counts.enrolled += Number(row.enrolled);
    per.set(Number(row.batch), counts);
  }
  return per;
}

/** The batches with the status a visitor is shown, from their enrolled leads. */
export async function withSeatStatus<B extends Batch>(db: Database, list: B[]): Promise<B[]> {
  const per = await leadsPerBatch(
    db,
    list.filter((batch) => batch.seats !== null).map((batch) => batch.id),
  );
  return list.map((batch) => ({
    ...batch,
    status: seatStatus(batch, per.get(batch.id)?.enrolled ?? 0),
  }));
}
