import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnquiryForm } from '../../../site/islands/forms/enquiry-form';
import { RegistrationForm } from '../../../site/islands/forms/registration-form';
import {
  FIELDS_OF,
  HONEYPOT_FIELD,
  LIST_JOINER,
  promptsOf,
  showValue,
  type LeadField,
  type LeadForm,
} from '../../../shared/lead-fields';
import { formWordsOf, LEAD_WORDS } from '../../../shared/lead-texts';
import { leadEmail, loadLeads } from '../../../server/leads/notify/lead-message';
import {
  buildAdminTestApp,
  client,
  createStaffAccount,
  signedIn,
  type AdminTestApp,
} from '../../support/admin-fixtures';
import { sampleBatch } from '../../support/batch-fixtures';
import { validEnquiry, validRegistration } from '../../support/lead-fixtures';

// A lead's fields are described once (shared/lead-fields.ts). Everything a person reads of them is
// checked here on its real output: the forms' markup, the staff email, the console's lead page and
// the CSV export. A label or a joiner written anywhere else, or a field one of them leaves out, fails.

/** Each form as a page opened for one of a course's batches shows it: with every field of its table. */
const chosen = {
  id: sampleBatch().id,
  words: 'Fri, 3 Apr 2026 – Sat, 23 May 2026, Dubai, Classroom',
};
const page = { action: '/somewhere', clearHref: '/somewhere' };
// On a course page: the form also carries that page's course, hidden.
const EnquiryFormWithBatch = () =>
  createElement(EnquiryForm, {
    ...page,
    batch: chosen,
    coursePage: 'pmp-certification',
    words: formWordsOf(LEAD_WORDS, 'contact'),
  });
const RegistrationFormWithBatch = () =>
  createElement(RegistrationForm, {
    ...page,
    batch: chosen,
    words: formWordsOf(LEAD_WORDS, 'registration'),
  });

const FORMS: [LeadForm, FunctionComponent, Record<string, unknown>][] = [
  ['contact', EnquiryFormWithBatch, validEnquiry()],
  ['registration', RegistrationFormWithBatch, validRegistration()],
];

/** The texts of a form's labels and legends, without the required mark. */
function labelTexts(html: string): string[] {
  return [...html.matchAll(/<(label|legend)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((match) =>
    match[2]!
      .replace(/<input\b[^>]*>/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/\s*\*$/, '')
      .replace(/&#x27;/g, "'")
      .trim(),
  );
}

/** RFC 4180 rows (the export quotes cells holding commas, quotes or line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

describe('the forms', () => {
  it.each(FORMS)(
    "%s: asks for every field of its table, and only those, in the table's words",
    (form, Component) => {
      const html = renderToStaticMarkup(createElement(Component));
      const named = new Set(
        [...html.matchAll(/\sname="([^"]+)"/g)]
          .map((match) => match[1]!)
          .filter((name) => name !== HONEYPOT_FIELD),
      );
      expect([...named].sort()).toEqual(FIELDS_OF[form].map((field) => field.name).sort());
      const labels = labelTexts(html);
      // The course page is no question: it travels hidden.
      const asked = (FIELDS_OF[form] as readonly LeadField[]).filter((f) => f.shown !== 'course');
      for (const prompt of Object.values(promptsOf(asked))) expect(labels).toContain(prompt);
    },
  );
});

describe('a stored lead', () => {
  let t: AdminTestApp;
  const ids = {} as Record<LeadForm, number>;
  beforeAll(async () => {
    t = await buildAdminTestApp();
    await createStaffAccount(t, 'staff');
    const staff = await signedIn(t.app, 'staff@academy.example');
    for (const [form, , payload] of FORMS) {
      expect(
        (await client(t.app).post(form === 'contact' ? '/api/contact' : '/api/register', payload))
          .statusCode,
      ).toBe(200);
      ids[form] = (await staff.get(`/api/admin/leads?form=${form}`)).json().leads[0].id;
    }
  });
  afterAll(() => t.close());

  /** What each field must read everywhere: its label, and the value sent shown as its row says. */
  const expected = (form: LeadForm, payload: Record<string, unknown>) =>
    FIELDS_OF[form].map((field: LeadField) => ({
      label: field.label,
      value: showValue(field, payload[field.name] === '' ? undefined : payload[field.name]),
    }));

  it('joins a list with the one joiner', () => {
    expect(
      expected('registration', validRegistration()).find((field) => field.label === 'Courses')
        ?.value,
    ).toBe(['Certified Facility Manager (CFM)', 'Other'].join(LIST_JOINER));
  });

  it.each(FORMS)(
    '%s: the staff email has one row per field, labelled and shown as the table says',
    async (form, _component, payload) => {
      const lead = (await loadLeads(t.database.db, [{ form, id: ids[form] }])).get(
        `${form}:${ids[form]}`,
      )!;
      const lines = leadEmail(lead).text.split('\n');
      expect(lines.slice(0, FIELDS_OF[form].length)).toEqual(
        expected(form, payload).map(({ label, value }) => `${label}: ${value || '-'}`),
      );
    },
  );

  it.each(FORMS)(
    "%s: the console's lead page lists the same fields",
    async (form, _component, payload) => {
      const staff = await signedIn(t.app, 'staff@academy.example');
      expect((await staff.get(`/api/admin/leads/${form}/${ids[form]}`)).json().lead.fields).toEqual(
        expected(form, payload),
      );
    },
  );

  it("the CSV export has a column per label, holding each lead's value as the email and the console show it", async () => {
    const staff = await signedIn(t.app, 'staff@academy.example');
    const [header, ...rows] = parseCsv(
      (await staff.post('/api/admin/leads.csv', {})).body.replace(/^\uFEFF/, ''),
    );
    for (const [form, , payload] of FORMS) {
      const row = rows.find((cells) => cells[0] === form)!;
      // A cell a spreadsheet would run as a formula (a phone's leading +) carries an apostrophe first.
      const cellUnder = (label: string) =>
        row[header!.indexOf(label)]?.replace(/^'(?=[=+\-@])/, '');
      for (const { label, value } of expected(form, payload))
        expect([label, cellUnder(label)]).toEqual([label, value]);
    }
  });
});
