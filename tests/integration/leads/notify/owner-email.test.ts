import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactEnquiries, registrations } from '../../../../server/db/schema';
import { client, consoleWithAccounts, versionOf } from '../../../support/admin-fixtures';
import { resetLeadTables, validEnquiry, validRegistration } from '../../../support/lead-fixtures';
import { deliverEveryJob } from '../../../support/deliver-jobs';
import { startSmtpListener, type ReceivedMail } from '../../../support/local-listeners';

// The staff emails of a lead (the team's and its owner's) write its times as the console does: on
// its centre's clock, the zone named. The owner is told when the person is known by other leads.
const t = consoleWithAccounts();
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());
beforeEach(async () => {
  await resetLeadTables(t.database);
  smtp.messages.length = 0;
});

// 17:28 UTC on 28 November 2026: 22:58 in Kochi, 21:28 in Dubai.
const RECEIVED = new Date('2026-11-28T17:28:37Z');

async function send(
  path: '/api/contact' | '/api/register',
  body: Record<string, unknown>,
  minutesLater = 0,
) {
  expect((await client(t.app).post(path, body)).statusCode).toBe(200);
  const table = path === '/api/contact' ? contactEnquiries : registrations;
  const [row] = await t.database.db
    .select({ id: table.id })
    .from(table)
    .orderBy(sql`id desc`)
    .limit(1);
  await t.database.db
    .update(table)
    .set({ createdAt: new Date(RECEIVED.getTime() + minutesLater * 60_000) })
    .where(eq(table.id, row!.id));
  return row!.id;
}

const deliverAll = () => deliverEveryJob(t.database.db, smtp.url);
const decodedOf = (mail: ReceivedMail) => mail.decoded;
const mailsTo = (address: string, subject: RegExp) =>
  smtp.messages.filter((m) => m.to.includes(address) && subject.test(decodedOf(m)));

describe('the staff emails of a lead', () => {
  it('write the time it arrived on its centre’s clock with the zone named, never in UTC', async () => {
    const kochi = await send('/api/contact', { ...validEnquiry(), name: 'Meera Nair' });
    const dubai = await send('/api/contact', {
      ...validEnquiry(),
      name: 'Omar Haddad',
      email: 'omar@example.com',
      phone: '050 123 4567',
    });
    await deliverAll();
    const team = (id: number) =>
      decodedOf(mailsTo('leads@academy.example', new RegExp(`New enquiry #${id}:`))[0]!);
    expect(team(kochi)).toContain('Received: 2026-11-28 22:58 India time');
    expect(team(dubai)).toContain('Received: 2026-11-28 21:28 UAE time');
    for (const id of [kochi, dubai]) {
      expect(team(id)).not.toContain('2026-11-28T17:28');
      expect(team(id)).not.toMatch(/UTC/);
    }
  });

  it('tell the owner that the person is known, with the references of their other leads', async () => {
    const first = await send('/api/contact', {
      ...validEnquiry(),
      name: 'Meera Nair',
      email: 'Meera.X@Example.com',
      phone: '+91 98470 12345',
    });
    const registered = await send(
      '/api/register',
      {
        ...validRegistration(),
        email: 'MEERA.X@EXAMPLE.COM',
        mobile: '9847012345',
      },
      1,
    );
    const again = await send(
      '/api/contact',
      {
        ...validEnquiry(),
        name: 'meera nair',
        email: 'meera.x@example.com',
        phone: '098470 12345',
      },
      2,
    );
    const stranger = await send('/api/contact', {
      ...validEnquiry(),
      name: 'Omar Haddad',
      email: 'omar@example.com',
      phone: '050 123 4567',
    });
    const admin = await t.asAdmin();
    for (const id of [again, stranger])
      expect(
        (
          await admin.post(`/api/admin/leads/contact/${id}/owner`, {
            owner: t.staffId,
            version: await versionOf(t.database, 'contact_enquiries', id),
          })
        ).statusCode,
      ).toBe(200);
    await deliverAll();
    const [known] = mailsTo('staff@academy.example', new RegExp(`enquiry #${again}:`));
    const text = decodedOf(known!);
    expect(text).toContain(`Known: 2 other leads (R-${registered}, E-${first}).`);
    expect(text).toContain('Received: 2026-11-28 23:00 India time');
    const [unknown] = mailsTo('staff@academy.example', new RegExp(`enquiry #${stranger}:`));
    expect(decodedOf(unknown!)).toContain('is now yours to follow up');
    expect(decodedOf(unknown!)).not.toContain('Known:');
  });
});
