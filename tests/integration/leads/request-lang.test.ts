import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactEnquiries, registrations } from '../../../server/db/schema';
import {
  leadCounts,
  resetLeadTables,
  validEnquiry,
  validRegistration,
} from '../../support/lead-fixtures';
import { buildTestApp, type TestApp } from '../../support/test-app';

// A form is answered, and its lead filed, in the language of the page it was sent from: the island
// names it in Accept-Language, a post without scripts by the page it posts itself to (/ar/contacts).
// The words typed never decide it.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => resetLeadTables(t.database));

const SITE = 'http://localhost:3000';
const nothingStored = { enquiries: 0, registrations: 0, jobs: 0 };

const sendJson = (url: string, payload: object, language?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: language ? { 'accept-language': language } : {},
  });

/** A form posted by a browser without scripts from the page `url` (an Arabic browser's own header too). */
const postForm = (url: string, entries: Record<string, string | string[]>, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(
      Object.entries(entries).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((one) => [name, one]),
      ),
    ).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: SITE,
      'sec-fetch-site': 'same-origin',
      referer: `${SITE}${url}`,
      'accept-language': language,
    },
  });

const languagesStored = async () => ({
  enquiries: (
    await t.database.db.select().from(contactEnquiries).orderBy(asc(contactEnquiries.id))
  ).map((row) => row.language),
  registrations: (
    await t.database.db.select().from(registrations).orderBy(asc(registrations.id))
  ).map((row) => row.language),
});

describe('a lead sent from an Arabic page', () => {
  it('with a bad email is refused in Arabic, at the field and above it, and nothing is stored', async () => {
    const enquiry = await sendJson('/api/contact', { ...validEnquiry(), email: 'x' }, 'ar');
    expect(enquiry.statusCode).toBe(400);
    expect(enquiry.json()).toEqual({
      success: false,
      message: 'يُرجى مراجعة الحقول المشار إليها ثم المحاولة مرة أخرى.',
      errors: { email: 'أدخل عنوانًا صحيحًا في حقل «البريد الإلكتروني».' },
    });
    const registration = await sendJson(
      '/api/register',
      { ...validRegistration(), email: 'x', mobile: '' },
      'ar-AE,ar;q=0.9,en;q=0.5',
    );
    expect(registration.statusCode).toBe(400);
    expect(registration.json()).toMatchObject({
      success: false,
      message: 'يُرجى مراجعة الحقول المشار إليها ثم المحاولة مرة أخرى.',
      errors: {
        email: 'أدخل عنوانًا صحيحًا في حقل «البريد الإلكتروني».',
        mobile: 'حقل «الهاتف المتحرك» مطلوب.',
      },
    });
    expect(await leadCounts(t.database)).toEqual(nothingStored);
  });

  it('is stored with its language, and its success said in Arabic; an English one as before', async () => {
    const arabic = await sendJson('/api/contact', validEnquiry(), 'ar');
    expect(arabic.statusCode).toBe(200);
    expect(arabic.json()).toMatchObject({ success: true, message: 'تم إرسال رسالتك بنجاح!' });
    const registered = await sendJson('/api/register', validRegistration(), 'ar');
    expect(registered.json()).toMatchObject({
      success: true,
      message: 'تم إرسال طلب التسجيل بنجاح!',
    });
    // No header, or one naming no language of the site: English.
    const english = await sendJson('/api/contact', validEnquiry());
    expect(english.json().message).toBe('Your message has been sent successfully!');
    await sendJson('/api/register', validRegistration(), 'fr-FR,de;q=0.8');
    expect(await languagesStored()).toEqual({
      enquiries: ['ar', 'en'],
      registrations: ['ar', 'en'],
    });
  });

  it('is judged by its language, never by its words: Arabic typed on the English page is English', async () => {
    const response = await sendJson('/api/contact', {
      ...validEnquiry(),
      name: 'أنجلي مينون',
      description: 'أرغب في دفعة نهاية الأسبوع.',
    });
    expect(response.json().message).toBe('Your message has been sent successfully!');
    const refused = await sendJson('/api/contact', {
      ...validEnquiry(),
      name: 'أنجلي',
      email: 'x',
    });
    expect(refused.json().errors).toEqual({ email: 'Enter a valid email.' });
    expect((await languagesStored()).enquiries).toEqual(['en']);
  });

  it('refuses a batch that is not on the timetable in Arabic', async () => {
    const response = await sendJson('/api/contact', { ...validEnquiry(), batch: 999_999 }, 'ar');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^الدفعة التي اخترتها ليست ضمن جدولنا/);
    expect(await leadCounts(t.database)).toEqual(nothingStored);
  });
});

describe('a form posted without scripts to its Arabic page', () => {
  const hidden = { fax: '', batch: '' };

  it('is refused in Arabic whatever language the browser asks for, storing nothing', async () => {
    const refused = await postForm('/ar/contacts', { ...validEnquiry(), ...hidden, email: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'يُرجى مراجعة الحقول المشار إليها ثم المحاولة مرة أخرى.',
      errors: { email: 'أدخل عنوانًا صحيحًا في حقل «البريد الإلكتروني».' },
    });
    // The English page answers in English, even to a browser that prefers Arabic.
    const english = await postForm('/contacts', { ...validEnquiry(), ...hidden, email: 'x' }, 'ar');
    expect(english.json().errors).toEqual({ email: 'Enter a valid email.' });
    expect(await leadCounts(t.database)).toEqual(nothingStored);
  });

  it('is stored with language ar from /ar/contacts and /ar/register', async () => {
    const sent = await postForm('/ar/contacts', { ...validEnquiry(), ...hidden });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe('تم إرسال رسالتك بنجاح!');
    const { courses, ...rest } = validRegistration();
    const registered = await postForm('/ar/register', { ...rest, courses, ...hidden });
    expect(registered.statusCode).toBe(200);
    expect(await languagesStored()).toEqual({ enquiries: ['ar'], registrations: ['ar'] });
  });
});
