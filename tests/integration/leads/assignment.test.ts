import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ContactEnquirySchema } from '../../../schemas/leads';
import { rowsOf } from '../../../server/db/rows';
import { contactEnquiries, staffUsers } from '../../../server/db/schema';
import { createLeadsService } from '../../../server/leads/lead-store';
import { courseBySlug } from '../../../shared/content/courses';
import {
  consoleWithAccounts,
  createStaffAccount,
  versionOf,
  type Client,
} from '../../support/admin-fixtures';
import { resetLeadTables, validEnquiry } from '../../support/lead-fixtures';

// Every lead arrives with an owner chosen in the transaction that stores it, by the most specific
// rule with an available counsellor; a burst on one rule cannot hand two leads the same turn.
const t = consoleWithAccounts();
const counsellors: number[] = [];

beforeEach(async () => {
  await resetLeadTables(t.database);
  await t.database.db.execute(sql`truncate assignment_rules restart identity`);
  if (counsellors.length === 0) {
    for (const name of ['asha', 'bilal', 'chitra'])
      counsellors.push((await createStaffAccount(t, 'staff', `${name}@academy.example`)).id);
  }
  const admin = await t.asAdmin();
  await t.database.db.execute(sql`update staff_users set available_for_leads = false`);
  for (const id of counsellors) await setAvailable(admin, id, true);
});

async function setAvailable(admin: Client, id: number, available: boolean) {
  const response = await admin.post(`/api/admin/staff/${id}/leads`, {
    version: await versionOf(t.database, 'staff_users', id),
    available,
    timeZone: 'Asia/Kolkata',
  });
  expect(response.statusCode).toBe(200);
}

async function addRule(rule: object) {
  const response = await (
    await t.asAdmin()
  ).post('/api/admin/assignment-rules', {
    centre: null,
    subject: null,
    counsellors: [],
    ...rule,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().rule as { id: number; version: number };
}

const store = (overrides: Record<string, unknown> = {}) =>
  createLeadsService(t.database.db, t.clock).create(
    'contact',
    ContactEnquirySchema.parse({ ...validEnquiry(), ...overrides }),
  );

const owners = async () =>
  rowsOf<{ owner_id: number | null; n: number }>(
    await t.database.db.execute(
      sql`select owner_id, count(*)::int as n from contact_enquiries group by owner_id`,
    ),
  ).map((row) => ({
    owner: row.owner_id === null ? null : Number(row.owner_id),
    n: Number(row.n),
  }));

const ownerOf = async (id: number) =>
  (
    await t.database.db
      .select({ owner: contactEnquiries.ownerId })
      .from(contactEnquiries)
      .where(sql`id = ${id}`)
  )[0]!.owner;

describe('assignment when a lead arrives', () => {
  it('spreads a burst of 200 leads over 3 counsellors round-robin: none unassigned, within one of even', async () => {
    await addRule({ method: 'round-robin' });
    await Promise.all(
      Array.from({ length: 200 }, (_, i) => store({ email: `burst${i}@example.com` })),
    );
    const counts = await owners();
    expect(counts.find((c) => c.owner === null)).toBeUndefined();
    expect(counts.map((c) => c.owner).sort()).toEqual([...counsellors].sort());
    const ns = counts.map((c) => c.n);
    expect(ns.reduce((a, b) => a + b)).toBe(200);
    expect(Math.max(...ns) - Math.min(...ns)).toBeLessThanOrEqual(1);
    // Each lead's notification job names the owner it tells (server/leads/notify/owner-email.ts).
    const mismatched = rowsOf(
      await t.database.db.execute(
        sql`select 1 from jobs join contact_enquiries c on c.id = (jobs.payload->>'id')::int
             where (jobs.payload->>'owner')::int is distinct from c.owner_id`,
      ),
    );
    expect(mismatched).toHaveLength(0);
  });

  it('gives a lead to the counsellor with the fewest open leads, counting neither closed nor enrolled ones', async () => {
    await addRule({ method: 'fewest-open' });
    const [a, b, c] = counsellors as [number, number, number];
    // a: 2 open; b: 1 open and 3 closed; c: 2 open.
    for (const [owner, status] of [
      [a, 'new'],
      [a, 'contacted'],
      [b, 'new'],
      [b, 'closed'],
      [b, 'closed'],
      [b, 'enrolled'],
      [c, 'new'],
      [c, 'new'],
    ] as const)
      await t.database.db.insert(contactEnquiries).values({
        ...validEnquiry(),
        ownerId: owner,
        status,
      });
    expect(await ownerOf(await store())).toBe(b);
    // Now a, b and c have 2 open each: the first by id takes the next.
    expect(await ownerOf(await store())).toBe(a);
  });

  it('spreads a burst evenly under fewest-open as well', async () => {
    await addRule({ method: 'fewest-open' });
    await Promise.all(
      Array.from({ length: 60 }, (_, i) => store({ email: `load${i}@example.com` })),
    );
    const ns = (await owners()).map((c) => c.n);
    expect(ns).toHaveLength(3);
    expect(Math.max(...ns) - Math.min(...ns)).toBeLessThanOrEqual(1);
  });

  it('takes the rule of the lead’s centre and subject over the fallback, and falls back when its counsellors are away', async () => {
    const [a, b, c] = counsellors as [number, number, number];
    await addRule({ method: 'round-robin', counsellors: [a] });
    // An enquiry from a course page: its subject; an Indian phone: Kochi.
    const slug = 'diploma-mastery-fm';
    const subject = courseBySlug(slug)!.subject;
    await addRule({ method: 'round-robin', centre: 'kochi', subject, counsellors: [b] });
    await addRule({ method: 'round-robin', centre: 'dubai', counsellors: [c] });
    expect(await ownerOf(await store({ course_page: slug }))).toBe(b);
    expect(await ownerOf(await store({ phone: '+971 50 123 4567' }))).toBe(c);
    expect(await ownerOf(await store({ phone: '' }))).toBe(a);
    await setAvailable(await t.asAdmin(), b, false);
    expect(await ownerOf(await store({ course_page: slug }))).toBe(a);
  });

  it('leaves a lead unassigned with no rule or nobody available, and suspected spam always', async () => {
    expect(await ownerOf(await store())).toBeNull();
    await addRule({ method: 'round-robin' });
    const spam = await createLeadsService(t.database.db, t.clock).create(
      'contact',
      ContactEnquirySchema.parse(validEnquiry()),
      { spam: 'honeypot' },
    );
    expect(await ownerOf(spam)).toBeNull();
    for (const id of counsellors) await setAvailable(await t.asAdmin(), id, false);
    expect(await ownerOf(await store())).toBeNull();
  });

  it('gives suspected spam that staff release an owner by the rules then, and the job that tells them', async () => {
    const [, b] = counsellors;
    const spam = await createLeadsService(t.database.db, t.clock).create(
      'contact',
      ContactEnquirySchema.parse(validEnquiry()),
      { spam: 'too-fast' },
    );
    await addRule({ method: 'round-robin', counsellors: [b] });
    expect(await ownerOf(spam)).toBeNull();
    const released = await (await t.asStaff()).post(`/api/admin/leads/contact/${spam}/release`);
    expect(released.statusCode, released.body).toBe(200);
    expect(await ownerOf(spam)).toBe(b);
    const [job] = rowsOf<{ payload: { owner: number } }>(
      await t.database.db.execute(
        sql`select payload from jobs where payload->>'form' = 'contact' and payload->>'id' = ${String(spam)}`,
      ),
    );
    expect(job!.payload.owner).toBe(b);
  });

  it('refuses a second rule for the same centre and subject, and a rule naming no account', async () => {
    await addRule({ method: 'round-robin', centre: 'kochi' });
    const admin = await t.asAdmin();
    const twice = await admin.post('/api/admin/assignment-rules', {
      centre: 'kochi',
      subject: null,
      method: 'fewest-open',
    });
    expect(twice.statusCode).toBe(400);
    const nobody = await admin.post('/api/admin/assignment-rules', {
      centre: 'dubai',
      subject: null,
      method: 'fewest-open',
      counsellors: [999_999],
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().errors.counsellors).toBeDefined();
    // A disabled account: the rule would pass every lead on while looking like a rule of its own.
    const [disabled] = await t.database.db
      .update(staffUsers)
      .set({ disabledAt: t.clock() })
      .where(eq(staffUsers.id, counsellors[2]!))
      .returning({ id: staffUsers.id });
    try {
      const gone = await admin.post('/api/admin/assignment-rules', {
        centre: 'dubai',
        subject: null,
        method: 'fewest-open',
        counsellors: [disabled!.id],
      });
      expect(gone.statusCode).toBe(400);
      expect(gone.json().errors.counsellors).toMatch(/enabled/);
    } finally {
      await t.database.db
        .update(staffUsers)
        .set({ disabledAt: null })
        .where(eq(staffUsers.id, disabled!.id));
    }
  });

  it('lets only admins read and edit the rules', async () => {
    const staff = await t.asStaff();
    expect((await staff.get('/api/admin/assignment-rules')).statusCode).toBe(403);
    expect(
      (
        await staff.post('/api/admin/assignment-rules', {
          centre: null,
          subject: null,
          method: 'round-robin',
        })
      ).statusCode,
    ).toBe(403);
    const rule = await addRule({ method: 'round-robin' });
    const admin = await t.asAdmin();
    const changed = await admin.post(`/api/admin/assignment-rules/${rule.id}`, {
      version: rule.version,
      centre: null,
      subject: null,
      method: 'fewest-open',
      counsellors: [],
    });
    expect(changed.json().rule.method).toBe('fewest-open');
    const stale = await admin.post(`/api/admin/assignment-rules/${rule.id}/delete`, {
      version: rule.version,
    });
    expect(stale.statusCode).toBe(409);
    const listed = (await admin.get('/api/admin/assignment-rules')).json();
    expect(listed.rules).toHaveLength(1);
    expect(listed.owners.filter((o: { available: boolean }) => o.available)).toHaveLength(3);
  });
});
