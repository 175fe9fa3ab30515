import { sql } from 'drizzle-orm';
import type { LeadRef, OtherLead } from '../../../schemas/admin';
import type { Database } from '../../db/connect';
import { rowsOf } from '../../db/rows';
import { iso, LEADS, NOT_MERGED, spamFilter, type LeadRow } from './lead-query';

// One person's leads: those sharing the email (compared lower-cased) or the phone (in E.164) with
// a lead, suspected spam and leads merged into another aside. Both keys are indexed; an erased lead has neither.

const sameIn = (table: 'contact_enquiries' | 'registrations', form: string) =>
  sql.raw(`(select count(*)::int from ${table} other
     where other.spam_reason is null and other.merged_into is null
       and (other.email_key = leads.email_key or other.phone_key = leads.phone_key)
       and not (leads.form = '${form}' and other.id = leads.id))`);

/** A column for a query over LEADS: how many other leads each one's person has sent. */
export const OTHER_LEADS = sql`(${sameIn('contact_enquiries', 'contact')} + ${sameIn('registrations', 'registration')}) as other_leads`;

/** The rows of the other leads of the person who sent `lead`, newest first. */
export async function otherLeadRows(
  db: Database,
  ref: LeadRef,
  keys: Pick<LeadRow, 'email_key' | 'phone_key'>,
): Promise<LeadRow[]> {
  if (!keys.email_key && !keys.phone_key) return [];
  return rowsOf<LeadRow>(
    await db.execute(
      sql`select * from ${LEADS}
           where ${spamFilter(false)} and ${NOT_MERGED}
             and (email_key = ${keys.email_key} or phone_key = ${keys.phone_key})
             and not (form = ${ref.form} and id = ${ref.id})
           order by created_at desc, form, id desc
           limit 100`,
    ),
  );
}

/** The other leads of the person who sent `lead`, newest first. */
export async function otherLeadsOf(
  db: Database,
  ref: LeadRef,
  keys: Pick<LeadRow, 'email_key' | 'phone_key'>,
): Promise<OtherLead[]> {
  const rows = await otherLeadRows(db, ref, keys);
  return rows.map((row) => ({
    form: row.form,
    id: Number(row.id),
    name: row.name,
    courses: row.courses ?? [],
    status: row.status,
    version: Number(row.version),
    createdAt: iso(row.created_at)!,
    zone: row.zone,
    followUpAt: iso(row.follow_up_at),
    sameEmail: keys.email_key !== null && row.email_key === keys.email_key,
    samePhone: keys.phone_key !== null && row.phone_key === keys.phone_key,
  }));
}
