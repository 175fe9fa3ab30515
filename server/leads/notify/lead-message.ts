import { sql } from 'drizzle-orm';
import type { LeadRef } from '../../../schemas/admin';
import { MAIN_ZONE, type TeachingZone } from '../../../shared/content/centres';
import {
  COMPANY_FIELDS,
  CONTACT_LABELS,
  labelsOf,
  REGISTRATION_LABELS,
  batchIdsOf,
  leadTarget,
  shownFields,
  type LeadForm,
  type LeadNames,
} from '../../../shared/lead-fields';
import { LANGUAGE_NAMES, type Lang } from '../../../shared/lang';
import { cutText } from '../../../shared/well-formed';
import type { Database } from '../../db/connect';
import { rowsOf } from '../../db/rows';
import type { LeadAttribution } from '../../db/schema';
import { namedBatches, namesOf } from '../lead-batches';
import type { Batch } from '../../../shared/batches';
import { LEADS } from '../console/lead-query';
import { loadLeadRows, nameOf, type StoredLead } from '../lead-rows';
import { escapeHtml, oneLine, zonedText } from './email-text';

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
  /** The counsellor it is assigned to (staff_users.id), if any. */
  ownerId?: number | null;
  /** A company's enquiry (the business track's form): the company's name as sent. */
  company?: string;
  /** The language the visitor sent it in: the acknowledgement is written in it. */
  language: Lang;
  /** The batch it names, as stored (none when staff have since deleted it): the acknowledgement names it in the lead's language. */
  batch?: { id: number; stored?: Batch };
  /** The zone of its centre (lead-query.ts LEADS), which its times are written in; null when none is known. */
  zone: TeachingZone | null;
}

const COMPANY = labelsOf(COMPANY_FIELDS);

function flattenAttribution(attribution: LeadAttribution | null): Record<string, string> {
  const flat: Record<string, string> = {};
  if (!attribution) return flat;
  if (attribution.page) flat.page = attribution.page;
  for (const touch of ['first', 'last'] as const) {
    for (const [key, value] of Object.entries(attribution[touch] ?? {}))
      if (value) flat[`${touch} ${key}`] = value;
  }
  return flat;
}

/** A lead as labelled fields, the shape every notification channel renders. */
function leadRecord(
  lead: StoredLead,
  names: LeadNames,
  named: ReadonlyMap<number, Batch>,
  zone: TeachingZone | null,
): LeadRecord {
  const { form, row } = lead;
  const [batch] = batchIdsOf([lead]);
  return {
    form,
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    name: nameOf(lead),
    email: row.email,
    fields: shownFields(form, row, names).map(({ label, value }) => [label, value]),
    attribution: flattenAttribution(row.attribution),
    ownerId: row.ownerId,
    ...(form === 'contact' && row.kind === 'company' && { company: row.company ?? '' }),
    language: row.language,
    ...(batch !== undefined && { batch: { id: batch, stored: named.get(batch) } }),
    zone,
  };
}

/** The leads of a batch of jobs, keyed by leadTarget; a lead no longer in the database is absent. */
export async function loadLeads(db: Database, refs: LeadRef[]): Promise<Map<string, LeadRecord>> {
  const rows = await loadLeadRows(db, refs);
  const list = [...rows.values()];
  const named = await namedBatches(db, list);
  const names = namesOf(list, named);
  // Each lead's zone as the console reads it; (form, id) pairs, so each table's part of LEADS is
  // reached by its primary key.
  const zones = new Map(
    refs.length === 0
      ? []
      : rowsOf<{ form: LeadForm; id: number; zone: TeachingZone | null }>(
          await db.execute(
            sql`select form, id, zone from ${LEADS} where (form, id) in (${sql.join(
              refs.map((ref) => sql`(${ref.form}::text, ${ref.id}::int)`),
              sql`, `,
            )})`,
          ),
        ).map((row) => [leadTarget({ form: row.form, id: Number(row.id) }), row.zone]),
  );
  return new Map(
    [...rows].map(([key, lead]) => [key, leadRecord(lead, names, named, zones.get(key) ?? null)]),
  );
}

/**
 * The staff email of a lead; with `publicUrl`, it links to the lead's page in the console (an address
 * with the lead's number only, never a personal detail).
 */
export function leadEmail(lead: LeadRecord, publicUrl?: string) {
  const company = lead.company !== undefined;
  const kind = company ? 'company enquiry' : lead.form === 'contact' ? 'enquiry' : 'registration';
  const course = lead.fields.find(
    ([label]) =>
      label === CONTACT_LABELS.course ||
      label === REGISTRATION_LABELS.courses ||
      label === COMPANY.interests,
  )?.[1];
  const who = company ? `${lead.name}, ${lead.company}` : lead.name;
  const subject = cutText(
    oneLine(`New ${kind} #${lead.id}: ${who}${course ? ` (${course})` : ''}`),
    200,
  );
  const rows = [
    ...lead.fields,
    ...Object.entries(lead.attribution).map(([k, v]): [string, string] => [`Source: ${k}`, v]),
    ['Language', LANGUAGE_NAMES[lead.language]] as [string, string],
    ['Received', zonedText(lead.createdAt, lead.zone ?? MAIN_ZONE)] as [string, string],
  ];
  const consoleUrl =
    publicUrl && `${publicUrl.replace(/\/$/, '')}/admin/leads/${lead.form}/${lead.id}`;
  if (consoleUrl) rows.push(['Open in the console', consoleUrl]);
  const textBody = rows.map(([label, value]) => `${label}: ${oneLine(value) || '-'}`).join('\n');
  const html = `<h1 style="font-size:18px">New ${kind} from the website</h1><table cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="border:1px solid #ddd">${escapeHtml(label)}</th><td style="border:1px solid #ddd;white-space:pre-wrap">${escapeHtml(value || '-')}</td></tr>`,
    )
    .join(
      '',
    )}</table>${consoleUrl ? `<p><a href="${escapeHtml(consoleUrl)}">Open this ${kind} in the console</a></p>` : ''}`;
  return { subject, text: textBody, html, replyTo: oneLine(lead.email) };
}
