import { inArray } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { leadTarget, type LeadRef } from '../../contract/admin';
import { contactEnquiries, registrations, type LeadAttribution } from '../db/schema';

export type LeadForm = 'contact' | 'registration';

export interface LeadRecord {
  form: LeadForm;
  id: number;
  createdAt: string;
  name: string;
  email: string;
  /** Every field, labelled, in form order. */
  fields: [label: string, value: string][];
  /** Attribution flattened to labelled text, e.g. { 'first utm_source': 'google' }. */
  attribution: Record<string, string>;
}

function flattenAttribution(attribution: LeadAttribution | null): Record<string, string> {
  const flat: Record<string, string> = {};
  if (!attribution) return flat;
  if (attribution.page) flat.page = attribution.page;
  for (const touch of ['first', 'last'] as const) {
    for (const [key, value] of Object.entries(attribution[touch] ?? {})) if (value) flat[`${touch} ${key}`] = value;
  }
  return flat;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value));

type ContactRow = typeof contactEnquiries.$inferSelect;
type RegistrationRow = typeof registrations.$inferSelect;

/** A lead as labelled fields, the shape every notification channel renders. */
function contactRecord(row: ContactRow): LeadRecord {
  return {
    form: 'contact',
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    fields: [
      ['Name', row.name],
      ['Phone', text(row.phone)],
      ['Email', row.email],
      ['Course', row.course],
      ['Track', row.track],
      ['Description', text(row.description)],
    ],
    attribution: flattenAttribution(row.attribution),
  };
}

function registrationRecord(row: RegistrationRow): LeadRecord {
  return {
    form: 'registration',
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    fields: [
      ['First name', row.firstName],
      ['Last name', row.lastName],
      ['Aadhaar number', text(row.aadharNo)],
      ['Mobile', row.mobile],
      ['Email', row.email],
      ['Postcode', text(row.postcode)],
      ['Country', text(row.country)],
      ['Main telephone', text(row.mainTel)],
      ['Website', text(row.website)],
      ['Address', text(row.address)],
      ['Degree', text(row.degree)],
      ['Engineering', text(row.engineering)],
      ["Guardian's first name", text(row.guardianFirstName)],
      ["Guardian's last name", text(row.guardianLastName)],
      ["Guardian's job title", text(row.guardianJobTitle)],
      ["Guardian's telephone", text(row.guardianTelephone)],
      ["Guardian's mobile", text(row.guardianMobile)],
      ["Guardian's email", text(row.guardianEmail)],
      ['Courses', text(row.courses)],
      ['Other course', text(row.courseOtherText)],
      ['Date', text(row.date)],
    ],
    attribution: flattenAttribution(row.attribution),
  };
}

/**
 * Loads the leads of a batch of jobs, keyed by leadTarget: one query per form, not one per lead. A lead
 * no longer in the database is absent.
 */
export async function loadLeads(db: Database, refs: LeadRef[]): Promise<Map<string, LeadRecord>> {
  const ids = (form: LeadForm) => refs.filter((ref) => ref.form === form).map((ref) => ref.id);
  const contactIds = ids('contact');
  const registrationIds = ids('registration');
  const [contacts, registered] = await Promise.all([
    contactIds.length ? db.select().from(contactEnquiries).where(inArray(contactEnquiries.id, contactIds)) : [],
    registrationIds.length ? db.select().from(registrations).where(inArray(registrations.id, registrationIds)) : [],
  ]);
  const records = [...contacts.map(contactRecord), ...registered.map(registrationRecord)];
  return new Map(records.map((record) => [leadTarget(record), record]));
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Header values, and each field of the plain-text body, stay on one line: no value can start a line that looks like a header (`Bcc: …`). */
const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

export function leadEmail(lead: LeadRecord) {
  const kind = lead.form === 'contact' ? 'enquiry' : 'registration';
  const course = lead.fields.find(([label]) => label === 'Course' || label === 'Courses')?.[1];
  const subject = oneLine(`New ${kind} #${lead.id}: ${lead.name}${course ? ` (${course})` : ''}`).slice(0, 200);
  const rows = [...lead.fields, ...Object.entries(lead.attribution).map(([k, v]): [string, string] => [`Source: ${k}`, v]), ['Received', lead.createdAt] as [string, string]];
  const textBody = rows.map(([label, value]) => `${label}: ${oneLine(value) || '-'}`).join('\n');
  const html = `<h1 style="font-size:18px">New ${kind} from the website</h1><table cellpadding="6" style="border-collapse:collapse">${rows
    .map(([label, value]) => `<tr><th align="left" style="border:1px solid #ddd">${escapeHtml(label)}</th><td style="border:1px solid #ddd;white-space:pre-wrap">${escapeHtml(value || '-')}</td></tr>`)
    .join('')}</table>`;
  return { subject, text: textBody, html, replyTo: oneLine(lead.email) };
}
