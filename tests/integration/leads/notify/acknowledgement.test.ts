import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ContactEnquirySchema, RegistrationSchema, splitGuard } from '../../../../schemas/leads';
import { site } from '../../../../shared/content/site';
import type { Lang } from '../../../../shared/lang';
import { loadConfig } from '../../../../server/config';
import { acknowledgements, batches, jobs } from '../../../../server/db/schema';
import { createLeadsService } from '../../../../server/leads/lead-store';
import { acknowledgementChannel } from '../../../../server/leads/notify/acknowledgement';
import { emailChannel } from '../../../../server/leads/notify/channels';
import { mailSender } from '../../../../server/leads/notify/mail';
import { startNotificationWorker } from '../../../../server/leads/notify/worker';
import { batchDraft } from '../../../support/batch-fixtures';
import { resetLeadTables, validEnquiry, validRegistration } from '../../../support/lead-fixtures';
import { readableMail, startSmtpListener } from '../../../support/local-listeners';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database';

// The visitor's acknowledgement goes through the lead's notification job, after the staff email:
// one an hour at most to one address (compared lower-cased), whichever server process sends it.
const log = Fastify({ logger: false }).log;
let database: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let now = Date.parse('2026-03-02T09:00:00Z');
const clock = () => new Date(now);
const MINUTE = 60_000;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpListener();
});
afterAll(async () => {
  await smtp.close();
  await database.dispose();
});
beforeEach(async () => {
  await resetLeadTables(database);
  await database.db.execute(sql`truncate acknowledgements`);
  smtp.messages.length = 0;
});

const config = () =>
  loadConfig({
    SMTP_URL: smtp.url,
    LEADS_NOTIFY_TO: 'leads@academy.example',
    MAIL_FROM: 'Academy <admissions@academy.example>',
  });
const enquire = (overrides: Record<string, unknown>, language: Lang = 'en') =>
  createLeadsService(database.db).create(
    'contact',
    splitGuard(ContactEnquirySchema.parse({ ...validEnquiry(), ...overrides })).lead,
    { language },
  );

/** A server process's worker: the staff email, then the acknowledgement. */
function worker() {
  const send = mailSender(config());
  return startNotificationWorker({
    db: database.db,
    channels: [emailChannel(config(), send), acknowledgementChannel(database.db, send, clock)],
    log,
    pollMs: 20,
    // A lease longer than any delivery on a busy machine: one that runs out hands its job to the other
    // worker, which sends it again (the outbox delivers at least once).
    outbox: { retryBaseMs: 100, leaseMs: 30_000 },
  });
}
async function delivered() {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const rows = await database.db.select({ doneAt: jobs.doneAt }).from(jobs);
    if (rows.every((row) => row.doneAt)) return;
    if (Date.now() > deadline) throw new Error('jobs not done in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
const toVisitor = () => smtp.messages.filter((m) => !m.to.includes('leads@academy.example'));

describe("the visitor's acknowledgement", () => {
  it("names their course and the academy's facts, and quotes nothing they wrote but their name", async () => {
    await enquire({
      name: 'Meera X',
      email: 'Meera.X@Example.com',
      description: 'Please visit http://spam.example and buy now',
    });
    const running = worker();
    await delivered();
    await running.stop();
    const [mail, ...more] = toVisitor();
    expect(more).toEqual([]);
    expect(mail!.to.map((to) => to.toLowerCase())).toEqual(['meera.x@example.com']);
    const text = mail!.decoded;
    expect(text).toContain('Subject: We have your enquiry: Core Facilities Management Courses');
    for (const fact of ['Dear Meera X,', site.phone, site.email, 'Kochi:', 'Dubai:', 'Sharjah:'])
      expect(text).toContain(fact);
    expect(text).not.toContain('spam.example');
    expect(text).not.toContain('+91 98470');
  });

  it("gives every lead the academy's one phone number, and names each centre's place once", async () => {
    await enquire({ name: 'Meera Nair', email: 'meera@example.com', phone: '+91 98470 12345' });
    await enquire({ name: 'Omar Haddad', email: 'omar@example.com', phone: '050 123 4567' });
    await enquire({ name: 'Ana Costa', email: 'ana@example.com', phone: '' });
    const running = worker();
    await delivered();
    await running.stop();
    const textTo = (address: string) =>
      toVisitor()
        .find((m) => m.to[0]!.toLowerCase() === address)!
        .decoded.split('Content-Type: text/html')[0]!
        .replace(/=\r?\n/g, '');
    // The academy has one number, wherever the lead is from.
    for (const address of ['meera@example.com', 'omar@example.com', 'ana@example.com'])
      expect(textTo(address)).toContain(`call ${site.phone} or write`);
    const centres = textTo('meera@example.com').match(/Our centres: [^\r\n]*/)![0];
    expect(centres).toBe(
      'Our centres: Kochi: 2nd Floor, Example Towers, MG Road, Kochi; Dubai: P.O. Box 00000, Dubai; Sharjah: Example Business Centre, Al Majaz, Sharjah; Abu Dhabi: Example Tower, Hamdan Street, Abu Dhabi; and online, in India and UAE time.',
    );
  });

  it('names the courses and the batch of a registration, and never its own words for another course', async () => {
    await createLeadsService(database.db).create(
      'registration',
      splitGuard(RegistrationSchema.parse(validRegistration())).lead,
    );
    const running = worker();
    await delivered();
    await running.stop();
    const text = toVisitor()[0]!.decoded;
    expect(text).toContain('Certified Facility Manager (CFM); another course');
    expect(text).not.toContain('Energy auditing');
  });

  it('is written in Arabic for a lead sent from an Arabic page: its course by its Arabic label, the facts as in English', async () => {
    await enquire({ name: 'Fatima Al Zaabi', email: 'fatima@example.com' }, 'ar');
    const running = worker();
    await delivered();
    await running.stop();
    const [mail] = toVisitor();
    const text = readableMail(mail!);
    expect(text).toContain('Subject: تلقّينا استفسارك: دورات إدارة المرافق الأساسية');
    expect(text).toContain('عزيزي/عزيزتي Fatima Al Zaabi،');
    expect(text).toContain('نشكرك على استفسارك بشأن دورات إدارة المرافق الأساسية');
    // Phone and address as in English, isolated so they keep their order in a right-to-left line.
    expect(text).toContain(`\u2066${site.phone}\u2069`);
    expect(text).toContain(`\u2066${site.email}\u2069`);
    for (const centre of ['كوتشي:', 'دبي:', 'الشارقة:']) expect(text).toContain(centre);
    expect(text).toContain('<div lang="ar" dir="rtl"');
    expect(text).not.toContain('Thank you');
    // The staff are told in English, with the language named.
    const staff = smtp.messages.find((m) => m.to.includes('leads@academy.example'))!;
    expect(readableMail(staff)).toContain('Language: Arabic');
  });

  it("names the chosen batch in the lead's language, the same words the form showed, its course's code isolated", async () => {
    // After the clock of the machine the test runs on: a batch a lead may still name.
    const [batch] = await database.db
      .insert(batches)
      .values({
        ...batchDraft({ course: 'cfm-training' }),
        startDate: '2099-04-03',
        endDate: '2099-05-22',
        startTime: '09:00',
        timeZone: 'Asia/Dubai',
      })
      .returning();
    await enquire({ name: 'Fatima Al Zaabi', email: 'fatima@example.com', batch: batch!.id }, 'ar');
    await enquire({ name: 'Meera X', email: 'meera@example.com', batch: batch!.id }, 'en');
    const running = worker();
    await delivered();
    await running.stop();
    const mailTo = (address: string) => toVisitor().find((m) => m.to.includes(address))!;

    const arabic = readableMail(mailTo('fatima@example.com'));
    expect(arabic).toContain(
      'الدفعة التي اخترتها: التدريب على شهادة مدير المرافق المعتمد (\u2068CFM\u2069)، من الجمعة، 3 أبريل 2099 إلى الجمعة، 22 مايو 2099 (دبي، في قاعة الدراسة).',
    );
    // The same words as the form that carried it (/ar/register?batch=), from the one helper.
    const shown = (await createLeadsService(database.db).offeredBatch(batch!.id, 'ar')).words;
    expect(arabic).toContain(`الدفعة التي اخترتها: ${shown}.`);
    expect(arabic).not.toMatch(/Fri|Dubai|Classroom/);

    expect(mailTo('meera@example.com').decoded).toContain(
      'The batch you chose: Certified Facility Manager (CFM) Training: Fri, 3 Apr 2099 – Fri, 22 May 2099, Dubai, Classroom.',
    );
    // The staff read the batch in English, whatever the lead's language.
    const staff = smtp.messages.filter((m) => m.to.includes('leads@academy.example'));
    expect(staff).toHaveLength(2);
    for (const mail of staff) expect(mail.decoded).toContain('Fri, 3 Apr 2099');
  });

  it('is sent at most once an hour to one address, with two server processes sending', async () => {
    const [a, b] = [worker(), worker()];
    await enquire({ email: 'twice@example.com' });
    await enquire({ email: 'TWICE@example.com' });
    // Another spelling of the same mailbox.
    await enquire({ email: 'twice+again@example.com' });
    await enquire({ email: 'other@example.com' });
    await delivered();
    expect(toVisitor().map((m) => m.to[0]!.toLowerCase())).toEqual(
      expect.arrayContaining(['twice@example.com', 'other@example.com']),
    );
    expect(toVisitor()).toHaveLength(2);

    now += 59 * MINUTE;
    await enquire({ email: 'twice@example.com' });
    await delivered();
    expect(toVisitor()).toHaveLength(2);

    now += 2 * MINUTE;
    await enquire({ email: 'twice@example.com' });
    await delivered();
    await Promise.all([a.stop(), b.stop()]);
    expect(toVisitor()).toHaveLength(3);
    // The staff were told of every lead.
    expect(smtp.messages.filter((m) => m.to.includes('leads@academy.example'))).toHaveLength(6);
    // No address is kept longer than the hour it is needed for.
    expect((await database.db.select().from(acknowledgements)).map((row) => row.emailKey)).toEqual([
      'twice@example.com',
    ]);
  });
});
