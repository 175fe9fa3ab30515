import { and, eq, isNull, sql } from 'drizzle-orm';
import { leadReference } from '../../../shared/lead-texts';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import { rowsOf } from '../../db/rows';
import { staffUsers } from '../../db/schema';
import { LEADS, type LeadRow } from '../console/lead-query';
import { otherLeadRows } from '../console/same-person';
import type { Channel } from './channel';
import { leadEmail, type LeadRecord } from './lead-message';
import { mailFile, type MailSender } from './mail';
import { escapeHtml } from './email-text';

/**
 * The staff email of a lead, addressed to the counsellor it was given to; `known` are the references
 * of the person's other leads (same-person.ts), so a known person is not called twice as a stranger.
 */
export function ownerEmail(
  lead: LeadRecord,
  ownerName: string,
  publicUrl: string,
  known: readonly string[] = [],
) {
  const email = leadEmail(lead, publicUrl);
  const kind = lead.form === 'contact' ? 'enquiry' : 'registration';
  const intro = [
    `${ownerName}, this ${kind} is now yours to follow up.`,
    ...(known.length
      ? [`Known: ${known.length} other lead${known.length === 1 ? '' : 's'} (${known.join(', ')}).`]
      : []),
  ].join(' ');
  return {
    ...email,
    subject: `Assigned to you: ${email.subject}`,
    text: `${intro}\n\n${email.text}`,
    html: `<p>${escapeHtml(intro)}</p>${email.html}`,
  };
}

/**
 * Tells a lead's owner it is theirs: a channel of the lead's notification job (the owner the rules
 * gave it on arrival) and of the job a reassignment writes (the new owner). Each job names its owner:
 * one the lead has since been taken from, or whose account was disabled, is not told.
 */
export function ownerChannel(config: Config, db: Database, send: MailSender): Channel {
  return {
    name: 'owner',
    wants: (lead, job) => job.owner != null && job.owner === lead.ownerId,
    async deliver(lead) {
      if (lead.ownerId == null) return;
      const [owner] = await db
        .select({ email: staffUsers.email, name: staffUsers.name })
        .from(staffUsers)
        .where(and(eq(staffUsers.id, lead.ownerId), isNull(staffUsers.disabledAt)));
      if (!owner) return;
      await send(
        {
          to: owner.email,
          ...ownerEmail(lead, owner.name, config.PUBLIC_URL, await knownAs(db, lead)),
        },
        mailFile(lead, `-owner-${lead.ownerId}`),
      );
    },
  };
}

/** The references of the other leads of the person who sent `lead` (E-1, R-3), newest first. */
async function knownAs(db: Database, lead: LeadRecord): Promise<string[]> {
  const [keys] = rowsOf<Pick<LeadRow, 'email_key' | 'phone_key'>>(
    await db.execute(
      sql`select email_key, phone_key from ${LEADS} where form = ${lead.form} and id = ${lead.id}`,
    ),
  );
  if (!keys) return [];
  const others = await otherLeadRows(db, lead, keys);
  return others.map((row) =>
    leadReference(row.kind === 'company' ? 'company' : row.form, Number(row.id)),
  );
}
