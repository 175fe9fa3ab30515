import { describe, expect, it } from 'vitest';
import { FIELDS_OF } from '../shared/lead-fields';
import { ContactEnquirySchema, FORM_GUARD_FIELDS, RegistrationSchema } from './leads';

const GUARD = Object.keys(FORM_GUARD_FIELDS);

describe("the field tables and the forms' schemas", () => {
  it.each([
    ['contact', ContactEnquirySchema],
    ['registration', RegistrationSchema],
  ] as const)('%s: the schema checks exactly the fields its table lists', (form, schema) => {
    expect(Object.keys(schema.shape).filter((key) => !GUARD.includes(key))).toEqual(
      FIELDS_OF[form].map((field) => field.name),
    );
  });

  it('names each field in its messages by its label', () => {
    const refused = RegistrationSchema.safeParse({
      first_name: '',
      last_name: 'x',
      mobile: '050 123 4567',
      email: 'x@example.com',
      guardian_email: 'nope',
    });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'First name is required.',
      "Enter a valid guardian's email.",
    ]);
  });
});
