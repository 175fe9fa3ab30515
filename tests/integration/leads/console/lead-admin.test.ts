import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Batch } from '../../../../shared/batches';
import { registrations } from '../../../../server/db/schema';
import { client, consoleWithAccounts, versionOf } from '../../../support/admin-fixtures';
import { batchDraft } from '../../../support/batch-fixtures';
import { validRegistration } from '../../../support/lead-fixtures';

// A lead's status by hand: enrolling takes one of its batch's seats, and there is no seat beyond
// the last (a batch staff want larger is given more seats first, on Batches).
const t = consoleWithAccounts();

describe('enrolling a lead into its batch', () => {
  it('refuses (409, naming the batch and its count) the enrolment past the seats, changing nothing, and takes it once a seat is free', async () => {
    const staff = await t.asStaff();
    const { batch } = (await staff.post('/api/admin/batches', batchDraft({ seats: 2 }))).json() as {
      batch: Batch;
    };
    for (const email of ['anu@example.com', 'bilal@example.com', 'chitra@example.com'])
      expect(
        (
          await client(t.app).post('/api/register', {
            ...validRegistration(),
            email,
            batch: batch.id,
          })
        ).statusCode,
      ).toBe(200);
    const leads = (await staff.get(`/api/admin/leads?batch=${batch.id}`)).json().leads as {
      id: number;
    }[];
    const setStatus = async (id: number, status: string) =>
      staff.post(`/api/admin/leads/registration/${id}/status`, {
        status,
        version: await versionOf(t.database, 'registrations', id),
      });
    const [a, b, c] = leads.map((lead) => lead.id) as [number, number, number];
    expect((await setStatus(a, 'enrolled')).statusCode).toBe(200);
    expect((await setStatus(b, 'enrolled')).statusCode).toBe(200);
    // Saving "enrolled" again on an enrolled lead is no new seat.
    expect((await setStatus(b, 'enrolled')).statusCode).toBe(200);

    const before = await versionOf(t.database, 'registrations', c);
    const refused = await setStatus(c, 'enrolled');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false });
    expect(refused.json().message).toMatch(
      new RegExp(
        `^Batch ${batch.id} \\(.+\\) has 2 seats and 2 enrolled\\. Raise its seats on Batches first`,
      ),
    );
    const [row] = await t.database.db
      .select({ status: registrations.status })
      .from(registrations)
      .where(eq(registrations.id, c));
    expect(row!.status).toBe('new');
    expect(await versionOf(t.database, 'registrations', c)).toBe(before);
    // Other statuses are not seats.
    expect((await setStatus(c, 'contacted')).statusCode).toBe(200);

    // A seat freed is a seat to take.
    expect((await setStatus(a, 'closed')).statusCode).toBe(200);
    expect((await setStatus(c, 'enrolled')).statusCode).toBe(200);
  });
});
