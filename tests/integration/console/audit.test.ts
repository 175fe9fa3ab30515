import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFormToken } from '../../../server/leads/form-guard';
import { rowsOf } from '../../../server/db/rows';
import { client, consoleWithAccounts, type Client } from '../../support/admin-fixtures';
import { batchDraft } from '../../support/batch-fixtures';
import { validEnquiry } from '../../support/lead-fixtures';

// A console save and its audit entry are one transaction. With the audit log refusing every insert
// (a trigger: the database's own failure, mid-request), every save answers 5xx and leaves every
// table as it was: never a change without its entry.

const SECRET = 'test-secret-test-secret-test-secret-0003';
const t = consoleWithAccounts({ APP_SECRET: SECRET });
const TABLES = [
  'blogs',
  'accreditations',
  'batches',
  'contact_enquiries',
  'registrations',
  'lead_notes',
  'jobs',
  'staff_users',
  'staff_sessions',
  'audit_log',
];

/** Every row of every table the console writes, as text: equal means nothing changed. */
async function everything() {
  const parts = await Promise.all(
    TABLES.map(
      async (table) =>
        rowsOf<{ rows: string | null }>(
          await t.database.db.execute(
            sql`select string_agg(x::text, '|' order by x::text) as rows from ${sql.identifier(table)} x`,
          ),
        )[0]!.rows ?? '',
    ),
  );
  return Object.fromEntries(TABLES.map((table, i) => [table, parts[i]]));
}

let staff: Client;
let admin: Client;
const ids = { blog: 0, accreditation: 0, batch: 0, lead: 0, spam: 0, failedJob: 0 };
/** A move names the order the page showed: filled in once the accreditation exists. */
const move = { direction: 'up', order: [] as number[] };

beforeAll(async () => {
  staff = await t.asStaff();
  admin = await t.asAdmin();
  ids.blog = (
    await staff.post('/api/admin/blogs', {
      title: 'A post',
      content: '<p>Text</p>',
      featured_image: '/images/blogs/default.webp',
      lang: 'en',
    })
  ).json().blog.id;
  ids.accreditation = (
    await staff.post('/api/admin/accreditations', {
      title: 'An accreditation',
      imagepath: '/images/accreditations/cpd.webp',
    })
  ).json().accreditation.id;
  move.order = (await staff.get('/api/admin/accreditations'))
    .json()
    .accreditations.map((a: { id: number }) => a.id);
  ids.batch = (await staff.post('/api/admin/batches', batchDraft())).json().batch.id;
  await client(t.app).post('/api/contact', validEnquiry());
  await client(t.app).post('/api/contact', {
    ...validEnquiry(),
    form_token: issueFormToken(SECRET, Date.now() - 500),
  });
  const leads = rowsOf<{ id: number; spam_reason: string | null }>(
    await t.database.db.execute(sql`select id, spam_reason from contact_enquiries order by id`),
  );
  ids.lead = leads.find((row) => !row.spam_reason)!.id;
  ids.spam = leads.find((row) => row.spam_reason)!.id;
  ids.failedJob = rowsOf<{ id: number }>(
    await t.database.db.execute(
      sql`update jobs set failed_at = now(), attempts = 12 where payload->>'id' = ${String(ids.lead)} returning id`,
    ),
  )[0]!.id;
  await t.database.db.execute(sql`
    create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'the audit log is unavailable'; end $$`);
  await t.database.db.execute(
    sql`create trigger refuse_audit before insert on audit_log execute function refuse_audit()`,
  );
});
afterAll(async () => {
  await t.database.db.execute(sql`drop trigger if exists refuse_audit on audit_log`);
});

const saves: [string, () => Client, string, object?][] = [
  [
    'a new post',
    () => staff,
    '/api/admin/blogs',
    { title: 'New', content: '<p>x</p>', featured_image: '/images/blogs/default.webp', lang: 'en' },
  ],
  [
    'an edited post',
    () => staff,
    `/api/admin/blogs/{blog}`,
    {
      title: 'Edited',
      content: '<p>y</p>',
      featured_image: '/images/blogs/default.webp',
      lang: 'en',
      version: 1,
    },
  ],
  [
    'a post published',
    () => staff,
    '/api/admin/blogs/{blog}/published',
    { published: true, version: 1 },
  ],
  ['a post deleted', () => staff, '/api/admin/blogs/{blog}/delete', { version: 1 }],
  [
    'a new accreditation',
    () => staff,
    '/api/admin/accreditations',
    { title: 'New one', imagepath: '/images/accreditations/cpd.webp' },
  ],
  [
    'an edited accreditation',
    () => staff,
    '/api/admin/accreditations/{accreditation}',
    { title: 'Renamed', imagepath: '/images/accreditations/cpd.webp', version: 1 },
  ],
  ['an accreditation moved', () => staff, '/api/admin/accreditations/{accreditation}/move', move],
  [
    'an accreditation deleted',
    () => staff,
    '/api/admin/accreditations/{accreditation}/delete',
    { version: 1 },
  ],
  ['a new batch', () => staff, '/api/admin/batches', batchDraft({ language: 'Arabic' })],
  [
    'an edited batch',
    () => staff,
    '/api/admin/batches/{batch}',
    { batch: batchDraft({ language: 'Arabic' }), version: 1 },
  ],
  ['a batch duplicated', () => staff, '/api/admin/batches/{batch}/duplicate'],
  ['a batch cancelled', () => staff, '/api/admin/batches/{batch}/cancel', { version: 1 }],
  ['a batch deleted', () => admin, '/api/admin/batches/{batch}/delete', { version: 1 }],
  [
    'a lead status',
    () => staff,
    '/api/admin/leads/contact/{lead}/status',
    { status: 'enrolled', version: 1 },
  ],
  [
    'a note',
    () => staff,
    '/api/admin/leads/contact/{lead}/notes',
    { body: 'Called back.', version: 1 },
  ],
  ['an erasure', () => admin, '/api/admin/leads/contact/{lead}/erase', { version: 1 }],
  [
    'a delivery retried',
    () => staff,
    '/api/admin/leads/contact/{lead}/deliveries/{failedJob}/retry',
  ],
  ['a suspected spam lead released', () => staff, '/api/admin/leads/contact/{spam}/release'],
  ['a suspected spam lead deleted', () => staff, '/api/admin/leads/contact/{spam}/delete'],
  [
    'a new account',
    () => admin,
    '/api/admin/staff',
    { email: 'new@academy.example', name: 'New', role: 'staff', password: 'a long new password' },
  ],
  ['a role', () => admin, `/api/admin/staff/{staffId}/role`, { role: 'admin', version: 1 }],
  [
    'an account disabled',
    () => admin,
    '/api/admin/staff/{staffId}/disabled',
    { disabled: true, version: 1 },
  ],
  [
    'a password reset',
    () => admin,
    '/api/admin/staff/{staffId}/password',
    { password: 'another long password', version: 1 },
  ],
  ['sessions ended', () => admin, '/api/admin/staff/{staffId}/sessions/end'],
];

describe('a console save whose audit entry fails', () => {
  for (const [what, who, path, body] of saves) {
    it(`${what}: answers 5xx and changes nothing`, async () => {
      const url = path.replace(/\{(\w+)\}/g, (_m, key: string) =>
        String(key === 'staffId' ? t.staffId : ids[key as keyof typeof ids]),
      );
      const before = await everything();
      const response = await who().post(url, body ?? {});
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(500);
      expect(await everything()).toEqual(before);
    });
  }
});
