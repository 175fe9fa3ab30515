import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS } from '../shared/lead-limits';
import { REGISTRATION_LIMITS } from '../shared/registration-limits';
import { COMPANY_LIMITS } from '../shared/company-limits';
import { FIELD_MESSAGES } from '../shared/lead-texts';
import { CompanyEnquirySchema, ContactEnquirySchema, RegistrationSchema } from './leads';

// The limits the forms' fields carry (maxlength) are the schemas' own: a value at the limit is
// accepted and one character more refused, field by field; a phone holds at least six digits.

const CONTACT = {
  name: 'Priya Nair',
  email: 'priya@example.com',
  course: 'Professional Courses',
  track: 'Full Time',
};
const REGISTRATION = {
  first_name: 'Priya',
  last_name: 'Nair',
  mobile: '+91 98470 12345',
  email: 'priya@example.com',
};

const COMPANY = {
  name: 'Fatima Al Suwaidi',
  email: 'fatima@example.ae',
  phone: '+971 4 555 0100',
  company: 'Gulf Facilities LLC',
  team_size: '6-20',
  interests: ['Finance'],
  centre: 'Online',
};

/** A value of `length` characters that the field's other rules accept. */
function valueOf(name: string, length: number): string {
  if (name.includes('email')) return `${'a'.repeat(length - '@example.com'.length)}@example.com`;
  if (name === 'website') return `https://example.com/${'a'.repeat(length - 20)}`;
  if (/phone|mobile|tel/.test(name)) return '1'.repeat(length);
  return 'a'.repeat(length);
}

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the forms’ limits, in one place', () => {
  it.each(Object.entries(CONTACT_LIMITS))(
    'contact %s holds %i characters, no more',
    (name, max) => {
      expect(
        ContactEnquirySchema.safeParse({ ...CONTACT, [name]: valueOf(name, max) }).success,
      ).toBe(true);
      expect(
        ContactEnquirySchema.safeParse({ ...CONTACT, [name]: valueOf(name, max + 1) }).success,
      ).toBe(false);
    },
  );

  it.each(Object.entries(REGISTRATION_LIMITS).filter(([name]) => name !== 'date'))(
    'registration %s holds %i characters, no more',
    (name, max) => {
      expect(
        RegistrationSchema.safeParse({ ...REGISTRATION, [name]: valueOf(name, max) }).success,
      ).toBe(true);
      expect(
        RegistrationSchema.safeParse({ ...REGISTRATION, [name]: valueOf(name, max + 1) }).success,
      ).toBe(false);
    },
  );
});

describe('the company enquiry’s limits', () => {
  it.each(Object.entries(COMPANY_LIMITS))(
    'company %s holds %i characters, no more',
    (name, max) => {
      expect(
        CompanyEnquirySchema.safeParse({ ...COMPANY, [name]: valueOf(name, max) }).success,
      ).toBe(true);
      expect(
        CompanyEnquirySchema.safeParse({ ...COMPANY, [name]: valueOf(name, max + 1) }).success,
      ).toBe(false);
    },
  );
});

describe('a phone number', () => {
  it.each(['+91 98470 12345', '050-123 4567', '(04) 123456 ext. 2', '123456'])(
    'is free text holding at least six digits: %s',
    (phone) => {
      expect(ContactEnquirySchema.safeParse({ ...CONTACT, phone }).success).toBe(true);
      expect(RegistrationSchema.safeParse({ ...REGISTRATION, mobile: phone }).success).toBe(true);
    },
  );

  it.each(['abc', '12345', 'call me'])('is refused in the field’s words: %s', (phone) => {
    expect(messages(ContactEnquirySchema.safeParse({ ...CONTACT, phone }))).toEqual([
      FIELD_MESSAGES.phone('Phone'),
    ]);
    expect(
      messages(
        RegistrationSchema.safeParse({
          ...REGISTRATION,
          mobile: phone,
          main_tel: phone,
          guardian_telephone: phone,
          guardian_mobile: phone,
        }),
      ),
    ).toEqual([
      FIELD_MESSAGES.phone('Mobile'),
      FIELD_MESSAGES.phone('Main telephone'),
      FIELD_MESSAGES.phone("Guardian's telephone"),
      FIELD_MESSAGES.phone("Guardian's mobile"),
    ]);
  });

  it('may be left out where the form does not ask for it', () => {
    expect(ContactEnquirySchema.safeParse({ ...CONTACT, phone: '' }).success).toBe(true);
  });
});
