import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../server/db/rows';
import { enqueueDigests } from '../../../../server/leads/notify/digest';
import { client, consoleWithAccounts, versionOf } from '../../../support/admin-fixtures';
import { resetLeadTables, validEnquiry, validRegistration } from '../../../support/lead-fixtures';

// Staff merge one person's duplicate leads (across the two forms too) and take them apart again:
// the merged lead leaves the inbox and the counts, its notes and history show on the other lead,
// and un-merging gives back both leads exactly as they were.
const t = consoleWithAccounts();
beforeEach(async () => {
  await resetLeadTables(t.database);
  await t.database.db.execute(sql`truncate audit_log, lead_notes restart identity`);
});

interface Detail {
  version: number;
  otherLeads: number;
  samePerson: { form: string; id: number; version: number }[];
  mergedInto: { form: string; id: number } | null;
  merged: { form: string; id: number; attribution: Record<string, unknown> | null }[];
  notes: { lead: string; body: string }[];
  history: { lead: string; action: string; details: Record<string, unknown> | null }[];
}
const detail = async (form: string, id: number) =>
  (await (await t.asStaff()).get(`/api/admin/leads/${form}/${id}`)).json().lead as Detail;
const rowsOfBoth = async () => ({
  enquiry: rowsOf<Record<string, unknown>>(
    await t.database.db.execute(sql`select * from contact_enquiries order by id`),
  ),
  registration: rowsOf<Record<string, unknown>>(
    await t.database.db.execute(sql`select * from registrations order by id`),
  ),
});
const withoutVersions = (rows: Record<string, unknown>[]) =>
  rows.map(({ version: _version, ...rest }) => rest);

/** An enquiry, then a registration by the same person (another case, the phone written another way), then a stranger's enquiry. */
async function samePersonTwice() {
  const visitor = client(t.app);
  expect((await visitor.post('/api/contact', validEnquiry())).statusCode).toBe(200);
  const registered = await visitor.post('/api/register', {
    ...validRegistration(),
    email: 'ANJALI@example.com',
    mobile: '098470 00000',
  });
  expect(registered.statusCode).toBe(200);
  expect(
    (
      await visitor.post('/api/contact', {
        ...validEnquiry(),
        email: 'someone.else@example.com',
        phone: '+971 50 111 2222',
      })
    ).statusCode,
  ).toBe(200);
  // Received at the console's time (the database's own clock is the real one).
  for (const table of ['contact_enquiries', 'registrations'])
    await t.database.db.execute(
      sql`update ${sql.identifier(table)} set created_at = ${t.clock().toISOString()}::timestamptz`,
    );
  // Their history: a note and a call on the registration, a status on the enquiry.
  const staff = await t.asStaff();
  await staff.post('/api/admin/leads/registration/1/notes', {
    body: 'Asked about fees.',
    version: await versionOf(t.database, 'registrations', 1),
  });
  await staff.post('/api/admin/leads/registration/1/calls', { outcome: 'call-back' });
  await staff.post('/api/admin/leads/contact/1/status', {
    status: 'contacted',
    version: await versionOf(t.database, 'contact_enquiries', 1),
  });
}

const merge = async (into = { form: 'contact', id: 1 }) =>
  (await t.asStaff()).post('/api/admin/leads/registration/1/merge', {
    version: await versionOf(t.database, 'registrations', 1),
    into: {
      ...into,
      version: await versionOf(
        t.database,
        into.form === 'contact' ? 'contact_enquiries' : 'registrations',
        into.id,
      ),
    },
  });

describe('merging a duplicate', () => {
  it('keeps the merged lead whole, shows its notes and history on the other, and takes it out of the inbox and the counts', async () => {
    await samePersonTwice();
    expect((await detail('contact', 1)).samePerson).toEqual([
      expect.objectContaining({ form: 'registration', id: 1 }),
    ]);
    const before = await rowsOfBoth();

    expect((await merge()).statusCode).toBe(200);

    const survivor = await detail('contact', 1);
    expect(survivor.samePerson).toEqual([]);
    expect(survivor.otherLeads).toBe(0);
    expect(survivor.merged).toEqual([expect.objectContaining({ form: 'registration', id: 1 })]);
    expect(survivor.notes).toEqual([
      { ...survivor.notes[0], lead: 'registration:1', body: 'Asked about fees.' },
    ]);
    expect(survivor.history.map((h) => [h.lead, h.action])).toEqual([
      ['registration:1', 'lead_status'],
      ['registration:1', 'lead_note'],
      ['registration:1', 'lead_called'],
      ['contact:1', 'lead_status'],
      ['registration:1', 'lead_merged'],
      ['contact:1', 'lead_merged'],
    ]);
    expect((await detail('registration', 1)).mergedInto).toEqual({ form: 'contact', id: 1 });

    const staff = await t.asStaff();
    const inbox = (await staff.get('/api/admin/leads')).json() as {
      total: number;
      leads: { form: string; id: number }[];
    };
    expect(inbox.total).toBe(2);
    expect(inbox.leads.map((l) => `${l.form}:${l.id}`)).not.toContain('registration:1');
    const { dashboard } = (await staff.get('/api/admin/dashboard')).json() as {
      dashboard: { weeks: { contact: number; registration: number }[] };
    };
    expect(dashboard.weeks.reduce((n, w) => n + w.contact + w.registration, 0)).toBe(2);

    // Nothing of the merged lead was changed but the pointer.
    const after = await rowsOfBoth();
    expect(withoutVersions(after.enquiry)).toEqual(withoutVersions(before.enquiry));
    const { merged_into, merged_at, ...rest } = after.registration[0] as Record<string, unknown>;
    expect(merged_into).toBe('contact:1');
    expect(merged_at).not.toBeNull();
    expect(withoutVersions([rest])).toEqual(
      withoutVersions([
        Object.fromEntries(
          Object.entries(before.registration[0] as object).filter(
            ([k]) => k !== 'merged_into' && k !== 'merged_at',
          ),
        ),
      ]),
    );
  });

  it('carries the merged lead’s follow-up to the surviving lead, so it stays due, and un-merging gives each its own back', async () => {
    await samePersonTwice();
    const overdue = new Date(t.clock().getTime() - 86_400_000).toISOString();
    await t.database.db.execute(
      sql`update registrations set owner_id = ${t.staffId}, follow_up_at = ${overdue}::timestamptz`,
    );
    await t.database.db.execute(sql`update contact_enquiries set owner_id = ${t.staffId}`);
    const due = async () =>
      (
        (await (await t.asStaff()).get('/api/admin/leads?due=1')).json().leads as {
          form: string;
          id: number;
          followUpAt: string | null;
        }[]
      ).map((l) => [`${l.form}:${l.id}`, l.followUpAt]);
    expect(await due()).toEqual([['registration:1', overdue]]);

    expect((await merge()).statusCode).toBe(200);

    // Still overdue, now on the lead that stays, and its owner's digest names it.
    expect(await due()).toEqual([['contact:1', overdue]]);
    expect(await enqueueDigests(t.database.db, t.clock(), 0)).toBe(1);
    const carried = (await detail('contact', 1)).history.filter(
      (h) => h.lead === 'contact:1' && h.action === 'lead_follow_up',
    );
    expect(carried.map((h) => h.details)).toEqual([{ at: overdue, merged: 'registration:1' }]);

    expect(
      (
        await (
          await t.asStaff()
        ).post('/api/admin/leads/registration/1/unmerge', {
          version: await versionOf(t.database, 'registrations', 1),
        })
      ).statusCode,
    ).toBe(200);
    expect(await due()).toEqual([['registration:1', overdue]]);
    const followUps = rowsOf<{ follow_up_at: unknown }>(
      await t.database.db.execute(sql`select follow_up_at from contact_enquiries where id = 1`),
    );
    expect(followUps[0]!.follow_up_at).toBeNull();
  });

  it('keeps the earlier of two follow-ups on the surviving lead, and puts the later one back on un-merge', async () => {
    await samePersonTwice();
    const at = (days: number) => new Date(t.clock().getTime() + days * 86_400_000).toISOString();
    const followUpOf = async (table: string) =>
      new Date(
        String(
          rowsOf<{ f: unknown }>(
            await t.database.db.execute(
              sql`select follow_up_at as f from ${sql.identifier(table)} where id = 1`,
            ),
          )[0]!.f,
        ),
      ).toISOString();
    // The survivor's own is the earlier: it stays, and nothing is carried.
    await t.database.db.execute(
      sql`update contact_enquiries set follow_up_at = ${at(1)}::timestamptz`,
    );
    await t.database.db.execute(sql`update registrations set follow_up_at = ${at(2)}::timestamptz`);
    expect((await merge()).statusCode).toBe(200);
    expect(await followUpOf('contact_enquiries')).toBe(at(1));
    await (
      await t.asStaff()
    ).post('/api/admin/leads/registration/1/unmerge', {
      version: await versionOf(t.database, 'registrations', 1),
    });
    // The merged lead's is the earlier: it is carried, and the survivor's comes back on un-merge.
    await t.database.db.execute(
      sql`update registrations set follow_up_at = ${at(0.5)}::timestamptz`,
    );
    expect((await merge()).statusCode).toBe(200);
    expect(await followUpOf('contact_enquiries')).toBe(at(0.5));
    await (
      await t.asStaff()
    ).post('/api/admin/leads/registration/1/unmerge', {
      version: await versionOf(t.database, 'registrations', 1),
    });
    expect(await followUpOf('contact_enquiries')).toBe(at(1));
    expect(await followUpOf('registrations')).toBe(at(0.5));
  });

  it('un-merges to both leads exactly as they were, audited on both', async () => {
    await samePersonTwice();
    const before = await rowsOfBoth();
    const beforeDetail = await detail('contact', 1);
    expect((await merge()).statusCode).toBe(200);

    const unmerged = await (
      await t.asStaff()
    ).post('/api/admin/leads/registration/1/unmerge', {
      version: await versionOf(t.database, 'registrations', 1),
    });
    expect(unmerged.statusCode).toBe(200);

    const after = await rowsOfBoth();
    expect(withoutVersions(after.enquiry)).toEqual(withoutVersions(before.enquiry));
    expect(withoutVersions(after.registration)).toEqual(withoutVersions(before.registration));
    const survivor = await detail('contact', 1);
    expect(survivor.merged).toEqual([]);
    expect(survivor.samePerson).toEqual([expect.objectContaining({ form: 'registration', id: 1 })]);
    expect(survivor.notes).toEqual(beforeDetail.notes);
    expect(survivor.history.map((h) => [h.lead, h.action])).toEqual([
      ['contact:1', 'lead_status'],
      ['contact:1', 'lead_merged'],
      ['contact:1', 'lead_unmerged'],
    ]);
    const audited = rowsOf<{ action: string; target: string; details: unknown }>(
      await t.database.db.execute(
        sql`select action, target, details from audit_log where action like 'lead_%merged' order by id`,
      ),
    );
    const details = { from: 'registration:1', into: 'contact:1' };
    expect(audited).toEqual([
      { action: 'lead_merged', target: 'registration:1', details },
      { action: 'lead_merged', target: 'contact:1', details },
      { action: 'lead_unmerged', target: 'registration:1', details },
      { action: 'lead_unmerged', target: 'contact:1', details },
    ]);
    expect((await (await t.asStaff()).get('/api/admin/leads')).json().total).toBe(3);
  });

  it('erasing the lead others were merged into un-merges them, audited, each its own lead again', async () => {
    await samePersonTwice();
    expect((await merge()).statusCode).toBe(200);
    const erased = await (
      await t.asAdmin()
    ).post('/api/admin/leads/contact/1/erase', {
      version: await versionOf(t.database, 'contact_enquiries', 1),
    });
    expect(erased.statusCode, erased.body).toBe(200);

    const freed = await detail('registration', 1);
    expect(freed.mergedInto).toBeNull();
    expect(freed.notes.map((n) => n.body)).toEqual(['Asked about fees.']);
    expect((await detail('contact', 1)).merged).toEqual([]);
    const audited = rowsOf<{ action: string; target: string; details: unknown }>(
      await t.database.db.execute(
        sql`select action, target, details from audit_log where action = 'lead_unmerged' order by id`,
      ),
    );
    expect(audited).toEqual([
      {
        action: 'lead_unmerged',
        target: 'registration:1',
        details: { from: 'registration:1', into: 'contact:1', erased: true },
      },
    ]);
    // Back in the inbox beside the erased lead and the stranger's.
    expect((await (await t.asStaff()).get('/api/admin/leads')).json().total).toBe(3);
    // It merges again only into a lead that is not erased.
    expect((await merge()).statusCode).toBe(409);
  });

  it('refuses a merge made from a stale reading of either lead (409), changing nothing', async () => {
    await samePersonTwice();
    const staff = await t.asStaff();
    const read = await versionOf(t.database, 'contact_enquiries', 1);
    // Someone else adds a note to the survivor after this page read it.
    await staff.post('/api/admin/leads/contact/1/notes', { body: 'Called.', version: read });
    const stale = await staff.post('/api/admin/leads/registration/1/merge', {
      version: await versionOf(t.database, 'registrations', 1),
      into: { form: 'contact', id: 1, version: read },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(expect.objectContaining({ success: false, stale: true }));
    expect((await detail('registration', 1)).mergedInto).toBeNull();

    expect((await merge()).statusCode).toBe(200);
    const staleUnmerge = await staff.post('/api/admin/leads/registration/1/unmerge', {
      version: (await versionOf(t.database, 'registrations', 1)) - 1,
    });
    expect(staleUnmerge.statusCode).toBe(409);
    expect((await detail('registration', 1)).mergedInto).toEqual({ form: 'contact', id: 1 });
  });

  it("refuses a merge into itself, into a stranger's lead, of a merged lead or into one, saying why", async () => {
    await samePersonTwice();
    const refusals = [
      await merge({ form: 'registration', id: 1 }),
      await merge({ form: 'contact', id: 2 }),
    ];
    expect((await merge()).statusCode).toBe(200);
    refusals.push(await merge()); // already merged
    const intoMerged = await (
      await t.asStaff()
    ).post('/api/admin/leads/contact/1/merge', {
      version: await versionOf(t.database, 'contact_enquiries', 1),
      into: {
        form: 'registration',
        id: 1,
        version: await versionOf(t.database, 'registrations', 1),
      },
    });
    refusals.push(intoMerged);
    expect(refusals.map((r) => [r.statusCode, r.json().message])).toEqual([
      [409, 'A lead cannot be merged into itself.'],
      [409, 'These leads share neither an email nor a phone: only one person’s leads merge.'],
      [409, 'One of these leads is already merged into another: un-merge it first.'],
      [409, 'One of these leads is already merged into another: un-merge it first.'],
    ]);
    const bad = await (
      await t.asStaff()
    ).post('/api/admin/leads/registration/1/merge', { version: 1, into: { form: 'post', id: 1 } });
    expect(bad.statusCode).toBe(400);
  });
});
