import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accreditations,
  auditLog,
  blogs,
  contactEnquiries,
  leadNotes,
  registrations,
  staffUsers,
} from '../../server/db/schema';
import { client, consoleWithAccounts, versionOf } from '../support/admin-fixtures';
import { validEnquiry, validRegistration } from '../support/lead-fixtures';

// A NUL reached PostgreSQL, which refuses it: the visitor got a 500 and the lead was lost. Every
// text field now has its control characters removed (single-line fields turn line breaks into spaces).
const t = consoleWithAccounts();
const NUL = '\u0000';
const CONTROLS = `${NUL}\u0001\u0007\u001b\u007f`;

const latestEnquiry = async () =>
  (
    await t.database.db.select().from(contactEnquiries).orderBy(desc(contactEnquiries.id)).limit(1)
  )[0]!;
const latestRegistration = async () =>
  (await t.database.db.select().from(registrations).orderBy(desc(registrations.id)).limit(1))[0]!;

describe('control characters in the public forms', () => {
  it('an enquiry with a NUL in every text field is stored, cleaned; line breaks stay only in the description', async () => {
    const response = await client(t.app).post('/api/contact', {
      ...validEnquiry(),
      name: `Anjali${NUL} Menon\r\nBcc: victim@example.com`,
      phone: `+91 98470${CONTROLS} 00000`,
      description: `First line${NUL}\nSecond\tline`,
      attribution: {
        page: `/contacts${NUL}`,
        first: { utm_source: `goo${NUL}gle`, referrer: `https://a.example/${NUL}` },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(await latestEnquiry()).toMatchObject({
      name: 'Anjali Menon Bcc: victim@example.com',
      phone: '+91 98470 00000',
      description: 'First line\nSecond\tline',
      attribution: {
        page: '/contacts',
        first: { utm_source: 'google', referrer: 'https://a.example/' },
      },
    });
  });

  it('a registration with a NUL in every text field is stored, cleaned', async () => {
    const valid: Record<string, unknown> = validRegistration();
    const dirty = Object.fromEntries(
      [
        'first_name',
        'last_name',
        'aadhar_no',
        'mobile',
        'postcode',
        'country',
        'main_tel',
        'website',
        'address',
        'guardian_first_name',
        'guardian_job_title',
        'course_other_text',
      ].map((key) => [
        key,
        `${String(valid[key] || (key === 'main_tel' ? '04 123 4567' : 'x'))}${NUL}`,
      ]),
    );
    const response = await client(t.app).post('/api/register', {
      ...validRegistration(),
      ...dirty,
      address: `Al Nahda${NUL},\nDubai`,
    });
    expect(response.statusCode).toBe(200);
    expect(await latestRegistration()).toMatchObject({
      firstName: 'Rashid',
      lastName: 'Al Mansoori',
      aadharNo: 'x',
      mobile: '+971 50 000 0000',
      website: 'https://rashid.example.com',
      address: 'Al Nahda,\nDubai',
      guardianJobTitle: 'x',
      courseOtherText: 'Energy auditing',
    });
  });

  it('an email with a NUL is refused with the form error, and nothing is stored', async () => {
    const before = (await t.database.db.select().from(contactEnquiries)).length;
    const response = await client(t.app).post('/api/contact', {
      ...validEnquiry(),
      email: `anjali${NUL}@example.com`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errors: { email: 'Enter a valid email.' },
    });
    expect(await t.database.db.select().from(contactEnquiries)).toHaveLength(before);
  });
});

describe('control characters in the console', () => {
  it('a search holding a NUL answers, and a note holding one is stored cleaned', async () => {
    const staff = await t.asStaff();
    expect((await staff.get('/api/admin/leads?q=%00anjali')).statusCode).toBe(200);
    const id = (await latestEnquiry()).id;
    expect(
      (
        await staff.post(`/api/admin/leads/contact/${id}/notes`, {
          body: `Called${NUL} back\nwill enrol`,
          version: 1,
        })
      ).statusCode,
    ).toBe(200);
    const [note] = await t.database.db.select().from(leadNotes).where(eq(leadNotes.leadId, id));
    expect(note!.body).toBe('Called back\nwill enrol');
  });

  it('a note that shows nothing is refused; one whose marks would reverse it is stored without them', async () => {
    const staff = await t.asStaff();
    await client(t.app).post('/api/contact', validEnquiry());
    const id = (await latestEnquiry()).id;
    const blank = await staff.post(`/api/admin/leads/contact/${id}/notes`, {
      body: '\u00A0\u2003\u200B\u2060 \uFEFF',
      version: await versionOf(t.database, 'contact_enquiries', id),
    });
    expect([blank.statusCode, blank.json().errors]).toEqual([400, { body: 'Write a note.' }]);
    // Direction marks, Hangul fillers and the blank Braille pattern show nothing either.
    for (const body of ['\u200E\u200F\u061C', '\u115F\u3164\uFFA0', '\u2800 \u2800']) {
      const shown = await staff.post(`/api/admin/leads/contact/${id}/notes`, {
        body,
        version: await versionOf(t.database, 'contact_enquiries', id),
      });
      expect(shown.statusCode).toBe(400);
    }
    expect(
      (
        await staff.post(`/api/admin/leads/contact/${id}/notes`, {
          body: 'Paid \u202Eraey siht\u202C; \u2067isolated\u2069',
          version: await versionOf(t.database, 'contact_enquiries', id),
        })
      ).statusCode,
    ).toBe(200);
    const notes = await t.database.db.select().from(leadNotes).where(eq(leadNotes.leadId, id));
    expect(notes.map((note) => note.body)).toEqual(['Paid raey siht; isolated']);
  });

  it('blog, accreditation and account fields holding a NUL are stored cleaned', async () => {
    const staff = await t.asStaff();
    const blog = await staff.post('/api/admin/blogs', {
      title: `A${NUL} title`,
      content: `<p>Text${NUL} here</p>`,
      featured_image: '/images/blogs/default.webp',
      lang: 'en',
    });
    expect(blog.statusCode).toBe(201);
    const [stored] = await t.database.db
      .select()
      .from(blogs)
      .where(eq(blogs.id, blog.json().blog.id));
    expect(stored).toMatchObject({ title: 'A title', content: '<p>Text here</p>' });

    const accreditation = await staff.post('/api/admin/accreditations', {
      title: `BI${NUL}FM`,
      imagepath: '/images/accreditations/cpd.webp',
    });
    expect(accreditation.statusCode).toBe(201);
    expect(
      (
        await t.database.db.select().from(accreditations).orderBy(desc(accreditations.id)).limit(1)
      )[0]!.title,
    ).toBe('BIFM');

    const admin = await t.asAdmin();
    const account = await admin.post('/api/admin/staff', {
      email: 'nul@academy.example',
      name: `New${NUL}\nPerson`,
      role: 'staff',
      password: 'another long password',
    });
    expect(account.statusCode).toBe(201);
    expect(
      (
        await t.database.db
          .select()
          .from(staffUsers)
          .where(eq(staffUsers.email, 'nul@academy.example'))
      )[0]!.name,
    ).toBe('New Person');
  });
});

// Half of a surrogate pair is not text. Cut from an emoji at 500 code units by the browser, it made
// every later send of that visitor a 500 (PostgreSQL's JSON refuses its escape) and lost the lead.
const HALF_AN_EMOJI = '\uD83D';

describe('broken characters (half of a surrogate pair)', () => {
  it('attribution holding one is repaired, cut between characters, and the lead stored', async () => {
    const response = await client(t.app).post('/api/contact', {
      ...validEnquiry(),
      attribution: {
        page: `/contacts${HALF_AN_EMOJI}`,
        first: { utm_campaign: `${'a'.repeat(499)}${HALF_AN_EMOJI}` },
        last: { utm_source: `${'b'.repeat(499)}\u{1F600}`, utm_term: 42 },
      },
    });
    expect(response.statusCode).toBe(200);
    expect((await latestEnquiry()).attribution).toEqual({
      page: '/contacts\uFFFD',
      first: { utm_campaign: `${'a'.repeat(499)}\uFFFD` },
      last: { utm_source: 'b'.repeat(499) },
    });
  });

  it('a form field holding one is refused with 400 at that field, and nothing is stored', async () => {
    const before = (await t.database.db.select().from(contactEnquiries)).length;
    const response = await client(t.app).post('/api/contact', {
      ...validEnquiry(),
      name: `Anjali ${HALF_AN_EMOJI}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errors: { name: 'This text holds a broken character: please type it again.' },
    });
    expect(await t.database.db.select().from(contactEnquiries)).toHaveLength(before);
  });

  it('a blog title or a CSV filter holding one is refused with 400, and nothing is saved or audited', async () => {
    const staff = await t.asStaff();
    const posts = (await t.database.db.select().from(blogs)).length;
    const audited = (await t.database.db.select().from(auditLog)).length;
    const blog = await staff.post('/api/admin/blogs', {
      title: `A title ${HALF_AN_EMOJI}`,
      content: '<p>Text</p>',
      featured_image: '/images/blogs/default.webp',
      lang: 'en',
    });
    expect(blog.statusCode).toBe(400);
    expect(blog.json()).toMatchObject({ success: false, errors: { title: expect.any(String) } });
    const csv = await staff.post('/api/admin/leads.csv', { q: `x${HALF_AN_EMOJI}` });
    expect(csv.statusCode).toBe(400);
    expect(csv.json()).toMatchObject({ success: false, errors: { q: expect.any(String) } });
    expect(await t.database.db.select().from(blogs)).toHaveLength(posts);
    expect(await t.database.db.select().from(auditLog)).toHaveLength(audited);
  });
});
