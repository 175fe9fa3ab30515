import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../server/config';
import type { DatabaseHandle } from '../../../../server/db/connect';
import { contactEnquiries, digestsSent, jobs, staffUsers } from '../../../../server/db/schema';
import { createStaffService } from '../../../../server/console/staff';
import { DIGEST_JOB, digestHandler, enqueueDigests } from '../../../../server/leads/notify/digest';
import { mailSender } from '../../../../server/leads/notify/mail';
import { startNotificationWorker } from '../../../../server/leads/notify/worker';
import { eq } from 'drizzle-orm';
import { validEnquiry } from '../../../support/lead-fixtures';
import { startSmtpListener } from '../../../support/local-listeners';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database';

// Each morning (08:00 in the owner's zone) an owner with follow-ups due or overdue is sent one
// digest; two server processes on one database send it once, and again the next day.
const log = Fastify({ logger: false }).log;
let database: TestDatabase;
let other: DatabaseHandle;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let now = 0;
const clock = () => new Date(now);
const HOUR = 8;

beforeAll(async () => {
  database = await createTestDatabase();
  other = await database.another();
  smtp = await startSmtpListener();
});
afterAll(async () => {
  await smtp.close();
  if (other !== database) await other.close();
  await database.dispose();
});

async function owner(email: string, timeZone: 'Asia/Kolkata' | 'Asia/Dubai') {
  const { id } = await createStaffService(database.db).create({
    email,
    name: email.split('@')[0]!,
    role: 'staff',
    password: 'a long staff password',
  });
  await database.db.update(staffUsers).set({ timeZone }).where(eq(staffUsers.id, id));
  return id;
}

async function lead(name: string, ownerId: number, phoneKey: string, followUpAt: string) {
  await database.db.insert(contactEnquiries).values({
    ...validEnquiry(),
    name,
    phoneKey,
    ownerId,
    followUpAt: new Date(followUpAt),
  });
}

/** Each process's minute: the claim and its job, both processes at once. */
const bothProcessesLook = async () =>
  (
    await Promise.all([
      enqueueDigests(database.db, clock(), HOUR),
      enqueueDigests(other.db, clock(), HOUR),
    ])
  ).reduce((a, b) => a + b);

async function deliverWithTwoWorkers() {
  const config = loadConfig({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://academy.example' });
  const workers = [database, other].map((handle) =>
    startNotificationWorker({
      db: handle.db,
      channels: [],
      handlers: {
        [DIGEST_JOB]: digestHandler(handle.db, mailSender(config), config.PUBLIC_URL, clock),
      },
      log,
      pollMs: 20,
    }),
  );
  const deadline = Date.now() + 15_000;
  while ((await database.db.select().from(jobs)).some((job) => !job.doneAt)) {
    if (Date.now() > deadline) throw new Error('digests not delivered in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await Promise.all(workers.map((worker) => worker.stop()));
}

const mailTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));

describe('the daily digest', () => {
  it('is sent once per owner per day, at 08:00 in each owner’s zone, with two processes, and again the next day', async () => {
    const asha = await owner('asha@academy.example', 'Asia/Kolkata');
    const omar = await owner('omar@academy.example', 'Asia/Dubai');
    await lead('Meera', asha, '+919847012345', '2026-03-02T04:30:00Z'); // 10:00 in Kochi today
    await lead('Ravi', asha, '+919847000001', '2026-03-01T05:00:00Z'); // yesterday: overdue
    await lead('Layla', omar, '+971501234567', '2026-03-02T06:00:00Z'); // 10:00 in Dubai today
    await lead('Zayed', omar, '+971501234568', '2026-03-05T06:00:00Z'); // not yet

    now = Date.parse('2026-03-02T01:00:00Z'); // 06:30 in Kochi, 05:00 in Dubai
    expect(await bothProcessesLook()).toBe(0);
    now = Date.parse('2026-03-02T02:45:00Z'); // 08:15 in Kochi, 06:45 in Dubai
    expect(await bothProcessesLook()).toBe(1);
    expect(await bothProcessesLook()).toBe(0);
    now = Date.parse('2026-03-02T04:10:00Z'); // 09:40 in Kochi, 08:10 in Dubai
    expect(await bothProcessesLook()).toBe(1);
    await deliverWithTwoWorkers();

    expect(mailTo('asha@academy.example')).toHaveLength(1);
    const ashas = mailTo('asha@academy.example')[0]!.decoded;
    expect(ashas).toContain('Follow-ups for 2026-03-02: 1 due today, 1 overdue');
    expect(ashas).toMatch(/Overdue:\r?\n- Ravi, [^\r\n]*due 2026-03-01 10:30 India time/);
    expect(ashas).toMatch(/Due today:\r?\n- Meera, [^\r\n]*due 2026-03-02 10:00 India time/);
    expect(ashas).toContain('https://academy.example/admin/leads/contact/');
    const omars = mailTo('omar@academy.example');
    expect(omars).toHaveLength(1);
    expect(omars[0]!.decoded).toContain('Layla');
    expect(omars[0]!.decoded).not.toContain('Zayed');

    now = Date.parse('2026-03-03T03:00:00Z'); // 08:30 in Kochi, 07:00 in Dubai
    expect(await bothProcessesLook()).toBe(1);
    now = Date.parse('2026-03-03T05:00:00Z'); // 09:00 in Dubai: Layla's is overdue now
    expect(await bothProcessesLook()).toBe(1);
    await deliverWithTwoWorkers();
    expect(mailTo('asha@academy.example')).toHaveLength(2);
    expect(mailTo('omar@academy.example')).toHaveLength(2);
    expect(
      (await database.db.select().from(digestsSent))
        .map((row) => `${row.ownerId} ${row.day}`)
        .sort(),
    ).toEqual([
      `${asha} 2026-03-02`,
      `${asha} 2026-03-03`,
      `${omar} 2026-03-02`,
      `${omar} 2026-03-03`,
    ]);
  });
});
