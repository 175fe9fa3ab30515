import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BATCH_LEAD_MESSAGES, type Batch } from '../../../shared/batches';
import type { LeadForm } from '../../../shared/lead-fields';
import { BATCH_LEAD_MESSAGES_AR } from '../../../shared/lead-texts.ar';
import { rowsOf } from '../../../server/db/rows';
import { batches, contactEnquiries, registrations } from '../../../server/db/schema';
import { leadEmail, loadLeads } from '../../../server/leads/notify/lead-message';
import { client, consoleWithAccounts } from '../../support/admin-fixtures';
import { batchDraft } from '../../support/batch-fixtures';
import { leadCounts, validEnquiry, validRegistration } from '../../support/lead-fixtures';
import { testDatabaseKind } from '../../support/test-database';

// Either form names the batch the visitor chose; the server refuses one that may not be chosen and
// stores nothing, and staff read the batch in words wherever they read the lead. The console's (and
// the lead check's) clock reads 2026-03-02 09:00 UTC.
const t = consoleWithAccounts();

const IN_WORDS =
  'Diploma in Mastery in Facilities Management: Fri, 3 Apr 2026 – Sat, 23 May 2026, Dubai, Classroom';

async function scheduled(overrides: Record<string, unknown> = {}): Promise<Batch> {
  const response = await (await t.asStaff()).post('/api/admin/batches', batchDraft(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().batch;
}

const FORMS = {
  contact: {
    url: '/api/contact',
    valid: validEnquiry,
    table: contactEnquiries,
    name: validEnquiry().name,
  },
  registration: {
    url: '/api/register',
    valid: validRegistration,
    table: registrations,
    name: `${validRegistration().first_name} ${validRegistration().last_name}`,
  },
} as const;
const send = (form: LeadForm, batch: unknown, overrides: Record<string, unknown> = {}) =>
  client(t.app).post(FORMS[form].url, { ...FORMS[form].valid(), batch, ...overrides });
const enquire = (batch: unknown, overrides: Record<string, unknown> = {}) =>
  send('contact', batch, overrides);

describe('a batch that may not be chosen', () => {
  const cases: [string, () => Promise<unknown>, Record<string, unknown>, string][] = [
    ['an unknown batch', async () => 999_999, {}, BATCH_LEAD_MESSAGES.unknown],
    [
      'a batch of another course',
      async () => (await scheduled()).id,
      { course: 'Artificial Intelligence Courses' },
      BATCH_LEAD_MESSAGES.otherCourse,
    ],
    [
      'a batch of another course than the course page it was sent from',
      async () => (await scheduled()).id,
      { course_page: 'cfm-training' },
      BATCH_LEAD_MESSAGES.otherCourse,
    ],
    [
      'a cancelled batch',
      async () => {
        const batch = await scheduled();
        expect(
          (
            await (
              await t.asStaff()
            ).post(`/api/admin/batches/${batch.id}/cancel`, { version: batch.version })
          ).statusCode,
        ).toBe(200);
        return batch.id;
      },
      {},
      BATCH_LEAD_MESSAGES.cancelled,
    ],
    [
      'a full batch',
      async () => (await scheduled({ status: 'full' })).id,
      {},
      BATCH_LEAD_MESSAGES.full,
    ],
    [
      "a batch that started yesterday on its centre's calendar",
      async () => {
        const [row] = await t.database.db
          .insert(batches)
          .values({
            ...batchDraft(),
            startDate: '2026-03-01',
            endDate: '2026-04-25',
            startTime: '09:00',
            timeZone: 'Asia/Dubai',
          })
          .returning();
        return row!.id;
      },
      {},
      BATCH_LEAD_MESSAGES.started,
    ],
  ];
  // The registration form has no course field: any course's batch may be named on it.
  for (const form of ['contact', 'registration'] as const) {
    for (const [what, make, overrides, message] of cases) {
      if (form === 'registration' && message === BATCH_LEAD_MESSAGES.otherCourse) continue;
      it(`${form}: refuses ${what} with a 400 that says why, and stores nothing`, async () => {
        const id = await make();
        const before = await leadCounts(t.database);
        const response = await send(form, id, overrides);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ success: false, message, errors: { batch: message } });
        expect(await leadCounts(t.database)).toEqual(before);
        // What the registration form, opened for it, is told before it is filled in.
        if (form === 'registration')
          expect((await client(t.app).get(`/api/batches/${id}`)).json()).toEqual({
            success: false,
            message,
            errors: { batch: message },
          });
      });
    }

    it.each([
      ['text', 'twelve'],
      ['a fraction', 1.5],
      ['zero', 0],
      ['a number past the column', 2 ** 31],
    ])(`${form}: refuses a batch given as %s, and stores nothing`, async (_what, value) => {
      const before = await leadCounts(t.database);
      const response = await send(form, value);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        errors: { batch: "Batch must be a batch's number." },
      });
      expect(await leadCounts(t.database)).toEqual(before);
    });
  }
});

describe('a batch that may be chosen', () => {
  it('is what the registration form opened for it shows: the batch in words, as staff read it', async () => {
    const batch = await scheduled();
    expect((await client(t.app).get(`/api/batches/${batch.id}`)).json()).toEqual({
      success: true,
      batch: { id: batch.id, words: IN_WORDS },
    });
    expect((await client(t.app).get('/api/batches/twelve')).json()).toMatchObject({
      success: false,
      errors: { id: "Batch must be a batch's number." },
    });
  });

  it("is shown to an Arabic page's form in Arabic: its course, dates in ar-AE with Western digits, centre and mode; a refusal too", async () => {
    const batch = await scheduled();
    const inArabic = (id: number) =>
      client(t.app).send({
        method: 'GET',
        url: `/api/batches/${id}`,
        headers: { 'accept-language': 'ar' },
      });
    expect((await inArabic(batch.id)).json()).toEqual({
      success: true,
      batch: {
        id: batch.id,
        words:
          'دبلوم الإتقان في إدارة المرافق، من الجمعة، 3 أبريل 2026 إلى السبت، 23 مايو 2026 (دبي، في قاعة الدراسة)',
      },
    });
    const cancel = await (
      await t.asStaff()
    ).post(`/api/admin/batches/${batch.id}/cancel`, { version: batch.version });
    expect(cancel.statusCode).toBe(200);
    const refused = BATCH_LEAD_MESSAGES_AR.cancelled;
    expect((await inArabic(batch.id)).json()).toEqual({
      success: false,
      message: refused,
      errors: { batch: refused },
    });
  });

  for (const form of ['contact', 'registration'] as const) {
    it(`${form}: is stored with the lead and named in words in the staff email, the inbox, the lead page and the CSV`, async () => {
      // Starting today on the Dubai calendar: still open until that day ends there.
      const today = await scheduled({
        start_date: '2026-03-02',
        end_date: '2026-04-25',
        schedule: 'Weekday evenings, Mon–Thu 18:00–21:00',
      });
      expect((await send(form, today.id)).statusCode).toBe(200);

      const batch = await scheduled({ status: 'few_seats' });
      const response = await send(form, batch.id);
      expect(response.statusCode, response.body).toBe(200);
      const { table } = FORMS[form];
      const [row] = await t.database.db.select().from(table).where(eq(table.batch, batch.id));
      expect(row).toMatchObject({ email: FORMS[form].valid().email, batch: batch.id });

      const lead = (await loadLeads(t.database.db, [{ form, id: row!.id }])).get(
        `${form}:${row!.id}`,
      )!;
      expect(leadEmail(lead).text.split('\n')).toContain(`Batch: ${IN_WORDS}`);
      expect(leadEmail(lead).html).toContain(
        `<th align="left" style="border:1px solid #ddd">Batch</th><td style="border:1px solid #ddd;white-space:pre-wrap">${IN_WORDS}</td>`,
      );

      const staff = await t.asStaff();
      const inbox = (await staff.get(`/api/admin/leads?batch=${batch.id}`)).json();
      expect(inbox).toMatchObject({
        total: 1,
        filteredBatch: IN_WORDS,
        leads: [{ form, id: row!.id, name: FORMS[form].name, batch: IN_WORDS }],
      });
      expect(
        (await staff.get(`/api/admin/leads/${form}/${row!.id}`)).json().lead.fields,
      ).toContainEqual({ label: 'Batch', value: IN_WORDS });

      const csv = (await staff.post('/api/admin/leads.csv', { batch: batch.id })).body.split(
        '\r\n',
      );
      const header = csv[0]!.replace('\uFEFF', '').split(',');
      expect(csv.length).toBe(3);
      expect(header.filter((column) => column === 'Batch')).toHaveLength(1);
      expect(csv[1]).toMatch(new RegExp(`^${form},`));
      expect(csv[1]).toContain(`"${IN_WORDS}"`);

      // A batch staff delete later still says which one the person chose.
      const admin = await t.asAdmin();
      expect(
        (await admin.post(`/api/admin/batches/${batch.id}/delete`, { version: batch.version }))
          .statusCode,
      ).toBe(200);
      expect(
        (await staff.get(`/api/admin/leads/${form}/${row!.id}`)).json().lead.fields,
      ).toContainEqual({ label: 'Batch', value: `Batch ${batch.id} (since deleted)` });
    });
  }

  it("an enquiry sent from a course page may name that course's batch", async () => {
    const batch = await scheduled();
    const response = await enquire(batch.id, { course_page: 'diploma-mastery-fm' });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('an enquiry without a batch is stored as before, naming none', async () => {
    const response = await enquire(undefined);
    expect(response.statusCode).toBe(200);
    const [newest] = (await (await t.asStaff()).get('/api/admin/leads?form=contact')).json().leads;
    expect(newest).toMatchObject({ batch: null });
  });
});

describe('leads per batch', () => {
  it("the Batches list and the dashboard's next batches count the enquiries and registrations that named each batch", async () => {
    const [asked, unasked] = [
      await scheduled({ start_date: '2026-03-20', end_date: '2026-05-09' }),
      await scheduled({ start_date: '2026-03-27', end_date: '2026-05-16' }),
    ];
    for (let i = 0; i < 2; i++) expect((await enquire(asked.id)).statusCode).toBe(200);
    expect((await send('registration', asked.id)).statusCode).toBe(200);
    const staff = await t.asStaff();
    const listed = (await staff.get('/api/admin/batches?month=2026-03')).json().batches as {
      id: number;
      leads: number;
    }[];
    expect(
      listed.filter((b) => b.id === asked.id || b.id === unasked.id).map((b) => [b.id, b.leads]),
    ).toEqual([
      [asked.id, 3],
      [unasked.id, 0],
    ]);
    const next = (await staff.get('/api/admin/dashboard')).json().dashboard.nextBatches as {
      id: number;
      batch: string;
      leads: number;
    }[];
    expect(next.filter((b) => b.id === asked.id || b.id === unasked.id)).toEqual([
      {
        id: asked.id,
        batch:
          'Diploma in Mastery in Facilities Management: Fri, 20 Mar 2026 – Sat, 9 May 2026, Dubai, Classroom',
        leads: 3,
      },
      {
        id: unasked.id,
        batch:
          'Diploma in Mastery in Facilities Management: Fri, 27 Mar 2026 – Sat, 16 May 2026, Dubai, Classroom',
        leads: 0,
      },
    ]);
  });
});

describe('a batch cancelled or filled while a lead naming it is being sent', () => {
  // The console's change is made in a transaction of its own, on another connection (PGlite: the same
  // one, shared), and held open while the lead is sent. On PostgreSQL the lead's check waits for it
  // (a share lock on the batch's row), then reads the row as committed; on PGlite the lead waits for
  // the connection. Either way the lead meets the change, is refused and stores nothing; a check that
  // read the batch without waiting would see it open and store the lead.
  it.each([
    ['cancelled', 'contact'],
    ['full', 'registration'],
  ] as const)(
    'a batch %s in the meantime refuses the %s and stores nothing',
    async (status, form) => {
      const batch = await scheduled();
      const before = await leadCounts(t.database);
      const other = await t.database.another();
      let changed!: () => void;
      let commit!: () => void;
      const made = new Promise<void>((resolve) => (changed = resolve));
      const change = other.db.transaction(async (tx) => {
        await tx
          .update(batches)
          .set({ status, version: sql`${batches.version} + 1` })
          .where(eq(batches.id, batch.id));
        changed();
        await new Promise<void>((resolve) => (commit = resolve));
      });
      await made;
      const sent = send(form, batch.id);
      if (testDatabaseKind() === 'postgres') {
        const waiting = async () =>
          rowsOf<{ n: number }>(
            await t.database.db.execute(
              sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
            ),
          )[0]!.n;
        await expect.poll(waiting, { timeout: 30_000 }).toBe(1);
      }
      commit();
      await change;
      await other.close();
      const response = await sent;
      const message = BATCH_LEAD_MESSAGES[status];
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message, errors: { batch: message } });
      expect(await leadCounts(t.database)).toEqual(before);
    },
  );
});
