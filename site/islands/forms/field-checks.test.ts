// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../schemas/envelope';
import {
  CONTACT_FIELDS,
  CONTACT_LABELS,
  REGISTRATION_FIELDS,
  REGISTRATION_LABELS,
} from '../../../shared/lead-fields';
import { ContactEnquirySchema, LEAD_SCHEMAS, RegistrationSchema } from '../../../schemas/leads';
import { PHONE_PATTERN } from '../../../shared/lead-limits';
import { FIELD_MESSAGES, fieldMessages } from '../../../shared/lead-texts';
import { LEAD_WORDS_AR } from '../../../shared/lead-texts.ar';
import { browserErrors, clearFields, focusFirstRefused, leadValues } from './field-checks';

function form(html: string) {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
}

/** What the server's schema answers for a payload, field by field (the API's `errors`). */
const serverSays = (
  schema: typeof ContactEnquirySchema | typeof RegistrationSchema,
  payload: object,
) => fieldErrors(schema.safeParse(payload).error?.issues ?? []);

describe("the browser's checks", () => {
  it('refuse an empty required field, an unchosen option and an address that is not one, in the words of the server for the same entries', () => {
    const enquiry = form(`
      <input name="name" required><input name="email" type="email" required value="not-an-email">
      <select name="course" required><option value="" selected disabled>Which</option><option>Professional Courses</option></select>
      <select name="track" required><option value="" selected disabled>What</option><option>Full Time</option></select>`);
    const shown = browserErrors(enquiry, CONTACT_LABELS, FIELD_MESSAGES);
    expect(shown).toEqual({
      name: 'Name is required.',
      email: 'Enter a valid email.',
      course: 'Please choose a course.',
      track: 'Please choose a track.',
    });
    expect(serverSays(ContactEnquirySchema, { name: '', email: 'not-an-email' })).toMatchObject(
      shown,
    );

    const registration = form(`
      <input name="first_name" required value="Kavya"><input name="mobile" required>
      <input name="email" type="email" required value="kavya@example.com"><input name="website" type="url" value="no address">
      <input name="guardian_email" type="email" value="nobody">`);
    const refused = browserErrors(registration, REGISTRATION_LABELS, FIELD_MESSAGES);
    expect(refused).toEqual({
      mobile: 'Mobile is required.',
      website: 'Enter a full web address starting with http:// or https://.',
      guardian_email: "Enter a valid guardian's email.",
    });
    expect(
      serverSays(RegistrationSchema, {
        first_name: 'Kavya',
        last_name: 'Menon',
        mobile: '',
        email: 'kavya@example.com',
        website: 'no address',
        guardian_email: 'nobody',
      }),
    ).toMatchObject(refused);
  });

  it('refuse a phone without six digits by its pattern, in the server’s words, and pass one with them', () => {
    const enquiry = form(`<input name="phone" type="tel" pattern="${PHONE_PATTERN}" value="abc">`);
    const shown = browserErrors(enquiry, CONTACT_LABELS, FIELD_MESSAGES);
    expect(shown).toEqual({ phone: 'Phone must have at least 6 digits.' });
    expect(serverSays(ContactEnquirySchema, { phone: 'abc' })).toMatchObject(shown);
    enquiry.querySelector('input')!.value = '+91 98470 12345';
    expect(browserErrors(enquiry, CONTACT_LABELS, FIELD_MESSAGES)).toEqual({});
  });

  it('speak the Arabic page’s words, the same the Arabic schema answers for the same entries', () => {
    const enquiry = form(`
      <input name="name" required><input name="email" type="email" required value="x">
      <select name="course" required><option value="" selected disabled>-</option><option>Professional Courses</option></select>`);
    const labels = LEAD_WORDS_AR.contact.labels;
    const shown = browserErrors(enquiry, labels, fieldMessages(LEAD_WORDS_AR.messages));
    expect(shown).toEqual({
      name: 'حقل «الاسم» مطلوب.',
      email: 'أدخل عنوانًا صحيحًا في حقل «البريد الإلكتروني».',
      course: 'يُرجى الاختيار من قائمة «الدورة».',
    });
    expect(serverSays(LEAD_SCHEMAS.ar.contact, { name: '', email: 'x' })).toMatchObject(shown);
  });

  it('pass what the browser can accept, leaving the rest to the server', () => {
    const enquiry = form(
      '<input name="name" required value="Priya"><input name="phone" value="anything">',
    );
    expect(browserErrors(enquiry, CONTACT_LABELS, FIELD_MESSAGES)).toEqual({});
  });
});

describe('a form read as plain DOM', () => {
  it('sends every field of its table as typed, a list as each ticked value, and the honeypot; not the batch, which the form carries itself', () => {
    const registration = form(`
      <input name="fax"><input name="first_name" value=" Kavya "><input name="batch" type="hidden" value="7">
      <input type="radio" name="degree" value="Yes"><input type="radio" name="degree" value="No" checked>
      <input type="checkbox" name="courses" value="Other" checked><input type="checkbox" name="courses" value="Management and Leadership">
      <input type="checkbox" name="courses" value="Procurement and Supply Chain" checked>`);
    const values = leadValues(registration, REGISTRATION_FIELDS);
    expect(values).toMatchObject({
      fax: '',
      first_name: ' Kavya ',
      degree: 'No',
      courses: ['Other', 'Procurement and Supply Chain'],
      engineering: undefined,
    });
    expect(values).not.toHaveProperty('batch');
    expect(Object.keys(leadValues(form(''), CONTACT_FIELDS)).sort()).toEqual([
      'course',
      'course_page',
      'description',
      'email',
      'fax',
      'name',
      'phone',
      'track',
    ]);
  });

  it('focuses the first refused field in the form’s order, and brings it on screen; a refused batch, its Clear button', () => {
    // jsdom lays nothing out: it has no scrollIntoView, so the test records whom it was asked of.
    const scrolled: Element[] = [];
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled.push(this);
    };
    const enquiry = form(
      `<input name="name"><fieldset><input type="hidden" name="batch" value="7"><button type="button">Clear</button></fieldset><select name="track"><option></option></select>`,
    );
    expect(
      focusFirstRefused(enquiry, { track: 'Please choose a track.', name: 'Name is required.' }),
    ).toBe(true);
    expect(document.activeElement).toBe(enquiry.elements.namedItem('name'));
    expect(scrolled).toEqual([document.activeElement]);
    focusFirstRefused(enquiry, { track: 'x', batch: 'The batch you chose is full.' });
    expect(document.activeElement?.textContent).toBe('Clear');
    expect(scrolled.at(-1)).toBe(document.activeElement);
    expect(focusFirstRefused(enquiry, {})).toBe(false);
  });

  it('empties what the visitor fills, a default choice too, and leaves hidden fields to React', () => {
    const enquiry = form(`
      <input name="name" value="Priya"><textarea name="description">Hello</textarea><input type="hidden" name="batch" value="7">
      <select name="course"><option value="" disabled>Which</option><option selected>Professional Courses</option></select>
      <input type="checkbox" name="courses" value="Other" checked><input type="radio" name="degree" value="Yes" checked>`);
    clearFields(enquiry);
    const data = new FormData(enquiry);
    expect([...data.entries()]).toEqual([
      ['name', ''],
      ['description', ''],
      ['batch', '7'],
      ['course', ''],
    ]);
  });
});
