import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Batch } from '../../../shared/batches';
import {
  accreditations,
  auditLog,
  blogs,
  contactEnquiries,
  staffUsers,
} from '../../../server/db/schema';
import { batchDraft } from '../../support/batch-fixtures';
import { validEnquiry } from '../../support/lead-fixtures';
import { client, consoleWithAccounts, type Client } from '../../support/admin-fixtures';

// Every console write that edits an existing thing names the version its page read: a second tab
// still showing an older reading is refused with the batches' message (409, `stale`), and the first
// change stands. One mechanism (server/console/versions.ts) for leads, posts, accreditations,
// accounts and batches.

const t = consoleWithAccounts();

async function newLead(): Promise<number> {
  expect((await client(t.app).post('/api/contact', validEnquiry())).statusCode).toBe(200);
  const rows = await t.database.db.select({ id: contactEnquiries.id }).from(contactEnquiries);
  return Math.max(...rows.map((r) => r.id));
}
const audits = async () => (await t.database.db.select().from(auditLog)).length;

/** Tab A saves from version 1; tab B, still at version 1, is refused and changes nothing. */
async function secondTabRefused(
  tabA: Client,
  tabB: Client,
  url: string,
  first: object,
  second: object,
  thing: string,
) {
  const a = await tabA.post(url, { ...first, version: 1 });
  expect(a.statusCode, a.body).toBe(200);
  const before = await audits();
  const b = await tabB.post(url, { ...second, version: 1 });
  expect(b.statusCode).toBe(409);
  expect(b.json()).toEqual({
    success: false,
    message: `Someone else changed this ${thing} after you opened it. Reload it to see their change, then make yours again.`,
    stale: true,
  });
  expect(await audits()).toBe(before);
}

describe('a second tab showing an older reading', () => {
  it('cannot set a lead’s status over a change made since (status and a note in tab A)', async () => {
    const id = await newLead();
    const [a, b] = [await t.asStaff(), await t.asAdmin()];
    const base = `/api/admin/leads/contact/${id}`;
    expect((await a.post(`${base}/status`, { status: 'contacted', version: 1 })).statusCode).toBe(
      200,
    );
    expect((await a.post(`${base}/notes`, { body: 'Called her.', version: 2 })).statusCode).toBe(
      200,
    );
    const stale = await b.post(`${base}/status`, { status: 'closed', version: 1 });
    expect([stale.statusCode, stale.json().stale]).toEqual([409, true]);
    const lead = (await a.get(base)).json().lead;
    expect(lead).toMatchObject({ status: 'contacted', version: 3 });
    expect(lead.notes.map((n: { body: string }) => n.body)).toEqual(['Called her.']);
    // Nor add a note, or erase, from that reading.
    expect((await b.post(`${base}/notes`, { body: 'Old view', version: 1 })).statusCode).toBe(409);
    expect((await b.post(`${base}/erase`, { version: 1 })).statusCode).toBe(409);
    // Reloaded, the change goes through.
    expect((await b.post(`${base}/status`, { status: 'closed', version: 3 })).statusCode).toBe(200);
  });

  it('cannot save a post’s title over a save made since, nor publish or delete it', async () => {
    const staff = await t.asStaff();
    const created = await staff.post('/api/admin/blogs', {
      title: 'First title',
      content: '<p>Body</p>',
      featured_image: '/images/blogs/default.webp',
      lang: 'en',
    });
    const { id } = created.json().blog as { id: number };
    const draft = (title: string) => ({
      title,
      content: '<p>Body</p>',
      featured_image: '/images/blogs/default.webp',
      lang: 'en',
    });
    await secondTabRefused(
      staff,
      await t.asAdmin(),
      `/api/admin/blogs/${id}`,
      draft('Tab A title'),
      draft('Tab B title'),
      'post',
    );
    expect(
      (await staff.post(`/api/admin/blogs/${id}/published`, { published: true, version: 1 }))
        .statusCode,
    ).toBe(409);
    expect((await staff.post(`/api/admin/blogs/${id}/delete`, { version: 1 })).statusCode).toBe(
      409,
    );
    const [row] = await t.database.db.select().from(blogs).where(eq(blogs.id, id));
    expect(row).toMatchObject({ title: 'Tab A title', published: false, version: 2 });
  });

  it('cannot rename or remove an accreditation changed since', async () => {
    const staff = await t.asStaff();
    const created = await staff.post('/api/admin/accreditations', {
      title: 'RICS',
      imagepath: '/images/accreditations/cpd.webp',
    });
    const { id } = created.json().accreditation as { id: number };
    await secondTabRefused(
      staff,
      await t.asAdmin(),
      `/api/admin/accreditations/${id}`,
      { title: 'RICS UK', imagepath: '/images/accreditations/cpd.webp' },
      { title: 'RICS Global', imagepath: '/images/accreditations/cpd.webp' },
      'accreditation',
    );
    expect(
      (await staff.post(`/api/admin/accreditations/${id}/delete`, { version: 1 })).statusCode,
    ).toBe(409);
    const [row] = await t.database.db
      .select()
      .from(accreditations)
      .where(eq(accreditations.id, id));
    expect(row).toMatchObject({ title: 'RICS UK', version: 2 });
  });

  it('cannot change an account’s role, disable it or reset its password from an older reading', async () => {
    const [a, b] = [await t.asAdmin(), await t.asAdmin()];
    const version = async () =>
      (await t.database.db.select().from(staffUsers).where(eq(staffUsers.id, t.staffId)))[0]!
        .version;
    const start = await version();
    const url = `/api/admin/staff/${t.staffId}`;
    expect((await a.post(`${url}/role`, { role: 'admin', version: start })).statusCode).toBe(200);
    for (const [path, body] of [
      ['role', { role: 'staff' }],
      ['disabled', { disabled: true }],
      ['password', { password: 'a long new password here' }],
    ] as const) {
      const stale = await b.post(`${url}/${path}`, { ...body, version: start });
      expect([stale.statusCode, stale.json().message]).toEqual([
        409,
        'Someone else changed this account after you opened it. Reload it to see their change, then make yours again.',
      ]);
    }
    const [row] = await t.database.db.select().from(staffUsers).where(eq(staffUsers.id, t.staffId));
    expect(row).toMatchObject({ role: 'admin', disabledAt: null, version: start + 1 });
    expect((await a.post(`${url}/role`, { role: 'staff', version: start + 1 })).statusCode).toBe(
      200,
    );
  });
});

describe('who may erase', () => {
  it('staff may not erase a person’s data (403, nothing changed); an admin may', async () => {
    const id = await newLead();
    const url = `/api/admin/leads/contact/${id}/erase`;
    expect((await (await t.asStaff()).post(url, { version: 1 })).statusCode).toBe(403);
    const [kept] = await t.database.db
      .select()
      .from(contactEnquiries)
      .where(eq(contactEnquiries.id, id));
    expect(kept!.erasedAt).toBeNull();
    expect((await (await t.asAdmin()).post(url, { version: 1 })).statusCode).toBe(200);
  });
});

describe('cancelling or deleting a batch that leads named', () => {
  async function batchWithLeads(): Promise<{ batch: Batch; other: Batch; leads: number[] }> {
    const staff = await t.asStaff();
    const make = async (overrides: Record<string, unknown>) =>
      (await staff.post('/api/admin/batches', batchDraft(overrides))).json().batch as Batch;
    const batch = await make({});
    const other = await make({ start_date: '2026-05-01', end_date: '2026-06-20' });
    const leads = [];
    for (const name of ['Asha Nair', 'Ravi Menon']) {
      const [row] = await t.database.db
        .insert(contactEnquiries)
        .values({
          name,
          email: 'a@example.com',
          course: 'Core Facilities Management Courses',
          track: 'Classroom',
          batch: batch.id,
        })
        .returning({ id: contactEnquiries.id });
      leads.push(row!.id);
    }
    return { batch, other, leads };
  }
  const batchesOf = async (ids: number[]) =>
    (await t.database.db.select().from(contactEnquiries)).filter((r) => ids.includes(r.id));

  it('cancel moves its leads to the batch chosen, in the same transaction, audited with the count', async () => {
    const { batch, other, leads } = await batchWithLeads();
    const listed = (await (await t.asStaff()).get('/api/admin/batches')).json().batches as {
      id: number;
      leads: number;
    }[];
    expect(listed.find((b) => b.id === batch.id)?.leads).toBe(2);
    const response = await (
      await t.asStaff()
    ).post(`/api/admin/batches/${batch.id}/cancel`, { version: batch.version, move_to: other.id });
    expect(response.json().batch.status).toBe('cancelled');
    const moved = await batchesOf(leads);
    expect(moved.map((r) => [r.batch, r.version])).toEqual([
      [other.id, 2],
      [other.id, 2],
    ]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'batch_cancelled'))
      .orderBy(auditLog.id);
    expect(entry!.details).toMatchObject({ leadsMoved: 2, leadsMovedTo: `batch:${other.id}` });
  });

  it('refuses to move leads to the batch itself, another course’s or a cancelled one (400), changing nothing', async () => {
    const { batch, leads } = await batchWithLeads();
    const staff = await t.asStaff();
    const elsewhere = (
      await staff.post('/api/admin/batches', batchDraft({ course: 'diploma-fm-operations' }))
    ).json().batch as Batch;
    for (const target of [batch.id, elsewhere.id, 999_999]) {
      const refused = await staff.post(`/api/admin/batches/${batch.id}/cancel`, {
        version: batch.version,
        move_to: target,
      });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().errors)).toEqual(['move_to']);
    }
    expect((await batchesOf(leads)).map((r) => r.batch)).toEqual([batch.id, batch.id]);
  });

  it('delete (an admin’s) leaves the leads naming it when no move is chosen', async () => {
    const { batch, leads } = await batchWithLeads();
    expect(
      (await (await t.asAdmin()).post(`/api/admin/batches/${batch.id}/delete`, { version: 1 }))
        .statusCode,
    ).toBe(200);
    expect((await batchesOf(leads)).map((r) => r.batch)).toEqual([batch.id, batch.id]);
  });
});
