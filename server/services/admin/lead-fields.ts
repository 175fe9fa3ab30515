import type { LeadFormKind } from '../../../contract/admin';
import type { contactEnquiries, registrations } from '../../db/schema';

type Contact = typeof contactEnquiries.$inferSelect;
type Registration = typeof registrations.$inferSelect;

const CONTACT: [string, keyof Contact][] = [
  ['Name', 'name'], ['Phone', 'phone'], ['Email', 'email'], ['Course', 'course'], ['Time plan', 'track'], ['Description', 'description'],
];

const REGISTRATION: [string, keyof Registration][] = [
  ['First name', 'firstName'], ['Last name', 'lastName'], ['Aadhaar number', 'aadharNo'], ['Mobile', 'mobile'], ['Email', 'email'],
  ['Postcode', 'postcode'], ['Country', 'country'], ['Main telephone', 'mainTel'], ['Website', 'website'], ['Address', 'address'],
  ['Degree', 'degree'], ['Engineering', 'engineering'], ["Guardian's first name", 'guardianFirstName'], ["Guardian's last name", 'guardianLastName'],
  ["Guardian's job title", 'guardianJobTitle'], ["Guardian's telephone", 'guardianTelephone'], ["Guardian's mobile", 'guardianMobile'],
  ["Guardian's email", 'guardianEmail'], ['Courses', 'courses'], ['Other course', 'courseOtherText'], ['Date', 'date'],
];

const show = (value: unknown) => (Array.isArray(value) ? value.join('; ') : value === null || value === undefined ? '' : String(value));

/** Every field the visitor sent, labelled, in the form's order. */
export function leadFields(form: LeadFormKind, row: Contact | Registration): { label: string; value: string }[] {
  const list = (form === 'contact' ? CONTACT : REGISTRATION) as [string, string][];
  const record = row as unknown as Record<string, unknown>;
  return list.map(([label, key]) => ({ label, value: show(record[key]) }));
}
