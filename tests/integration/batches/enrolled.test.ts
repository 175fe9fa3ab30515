import { describe, expect, it } from 'vitest';
import { BATCH_LEAD_MESSAGES, type Batch } from '../../../shared/batches';
import { createBatchesService } from '../../../server/batches/batch-reader';
import { client, consoleWithAccounts, versionOf } from '../../support/admin-fixtures';
import { batchDraft } from '../../support/batch-fixtures';
import { leadCounts, validEnquiry, validRegistration } from '../../support/lead-fixtures';

// A batch's seats are taken by the leads staff marked enrolled: the public pages show "few seats"
// and "full" from that count, a full batch takes no more leads, and the Batches page shows
// enquiries, registrations and enrolled against the seats. The clock reads 2026-03-02 09:00 UTC.
const t = consoleWithAccounts();

async function register(batch: number, n: number) {
  for (let i = 0; i < n; i += 1) {
    const response = await client(t.app).post('/api/register', {
      ...validRegistration(),
      email: `student${i}@example.com`,
      batch,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}
const publicStatus = async (id: number) =>
  (await createBatchesService(t.database.db, t.clock).upcomingBatches('diploma-mastery-fm')).find(
    (batch) => batch.id === id,
  )?.status;
const listed = async (id: number) =>
  (
    (await (await t.asStaff()).get('/api/admin/batches')).json().batches as (Batch & {
      enquiries: number;
      registrations: number;
      enrolled: number;
    })[]
  ).find((batch) => batch.id === id);

describe('seats that mean something', () => {
  it('fills a batch of 5 seats with the leads staff enrol, and then refuses more', async () => {
    const staff = await t.asStaff();
    const { batch } = (await staff.post('/api/admin/batches', batchDraft({ seats: 5 }))).json() as {
      batch: Batch;
    };
    await register(batch.id, 6);
    await client(t.app).post('/api/contact', { ...validEnquiry(), batch: batch.id });
    const leads = (await staff.get(`/api/admin/leads?batch=${batch.id}&form=registration`)).json()
      .leads as { id: number }[];
    const enrol = async (id: number) =>
      staff.post(`/api/admin/leads/registration/${id}/status`, {
        status: 'enrolled',
        version: await versionOf(t.database, 'registrations', id),
      });

    // Registrations alone take no seat.
    expect(await publicStatus(batch.id)).toBe('open');
    for (const lead of leads.slice(0, 2)) await enrol(lead.id);
    expect(await publicStatus(batch.id)).toBe('few_seats');
    expect(await listed(batch.id)).toMatchObject({
      status: 'open',
      seats: 5,
      enquiries: 1,
      registrations: 6,
      enrolled: 2,
    });

    for (const lead of leads.slice(2, 5)) await enrol(lead.id);
    expect(await publicStatus(batch.id)).toBe('full');
    const before = await leadCounts(t.database);
    const refused = await client(t.app).post('/api/register', {
      ...validRegistration(),
      batch: batch.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(BATCH_LEAD_MESSAGES.full);
    expect(await leadCounts(t.database)).toEqual(before);

    // Closing an enrolled lead frees its seat.
    await staff.post(`/api/admin/leads/registration/${leads[0]!.id}/status`, {
      status: 'closed',
      version: await versionOf(t.database, 'registrations', leads[0]!.id),
    });
    expect(await publicStatus(batch.id)).toBe('few_seats');
  });

  it('keeps a batch full that staff set full by hand, whatever its count', async () => {
    const staff = await t.asStaff();
    const { batch } = (
      await staff.post('/api/admin/batches', batchDraft({ seats: 30, status: 'full' }))
    ).json() as { batch: Batch };
    expect(await publicStatus(batch.id)).toBe('full');
  });
});
