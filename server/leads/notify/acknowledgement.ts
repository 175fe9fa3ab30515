import { sql } from 'drizzle-orm';
import { CENTRES } from '../../../shared/content/centres';
import { site } from '../../../shared/content/site';
import { CONTACT_LABELS, REGISTRATION_LABELS, leadTarget } from '../../../shared/lead-fields';
import { cutText } from '../../../shared/well-formed';
import type { Database } from '../../db/connect';
import { rowsOf } from '../../db/rows';
import { acknowledgements } from '../../db/schema';
import { mailboxKey } from '../person-keys';
import type { Channel } from './channel';
import { mailFile, type MailSender } from './mail';
import type { LeadRecord } from './lead-message';
import { escapeHtml, oneLine } from './email-text';

/** At most one acknowledgement an hour to one mailbox (person-keys.ts mailboxKey). */
export const ACKNOWLEDGE_EVERY_MS = 3_600_000;

/**
 * The email a visitor receives after sending a form. It quotes nothing they wrote but their name:
 * the course and batch are the form's own choices and the server's words for the batch, so a
 * stranger's address typed into the form receives the academy's text and nothing an attacker chose.
 */
export function acknowledgementEmail(lead: LeadRecord) {
  const field = (label: string) => lead.fields.find(([l]) => l === label)?.[1] || undefined;
  const course =
    lead.form === 'contact'
      ? field(CONTACT_LABELS.course)
      : field(REGISTRATION_LABELS.courses)?.replace(/(^|; )Other(?=;|$)/, '$1another course');
  const batch = field(lead.form === 'contact' ? CONTACT_LABELS.batch : REGISTRATION_LABELS.batch);
  const name = cutText(oneLine(lead.name), 80);
  const what = lead.form === 'contact' ? 'enquiry' : 'registration';
  const centres = CENTRES.filter((centre) => centre.address).map(
    (centre) =>
      `${centre.name}: ${centre.address!.streetAddress}, ${centre.address!.addressLocality}`,
  );
  const paragraphs = [
    `Dear ${name},`,
    `Thank you for your ${what}${course ? ` about ${course}` : ''}. It has reached our admissions team.`,
    ...(batch ? [`The batch you chose: ${batch}.`] : []),
    lead.form === 'contact'
      ? `What happens next: one of our counsellors will call or write to you, answer your questions about the course and its fees, and ${batch ? 'confirm the batch with you' : 'help you choose the batch that suits you'}. There is nothing more you need to do until then.`
      : 'What happens next: one of our counsellors will call or write to you to confirm your place, tell you about fees and payment, and what to bring on the first day. There is nothing more you need to do until then.',
    `Should you wish to speak to us sooner, call ${site.phone} or write to ${site.email}.`,
  ];
  const footer = `Our centres: ${centres.join('; ')}; and online, in India and UAE time.`;
  const notYou =
    'This address was given on a form on our website. If it was not you, please ignore this message: we will not write again unless you reply.';
  const text = [...paragraphs, `${site.name}`, footer, notYou].join('\n\n');
  const html = `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1f2937;max-width:560px">${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join(
      '',
    )}<p>${escapeHtml(site.name)}</p><hr style="border:none;border-top:1px solid #e5e7eb"><p style="font-size:13px;color:#6b7280">${escapeHtml(footer)}</p><p style="font-size:13px;color:#6b7280">${escapeHtml(notYou)}</p></div>`;
  const subject = `We have your ${what}${course ? `: ${cutText(oneLine(course), 120)}` : ''}`;
  return { subject, text, html };
}

/**
 * Takes the address for this lead's acknowledgement unless another lead's took it within the hour
 * (a retry of this lead's finds it its own). One statement, so two server processes cannot both
 * take it. Rows older than the hour are deleted first: an address is kept no longer than needed.
 */
async function claimAddress(db: Database, key: string, lead: string, now: Date) {
  const since = new Date(now.getTime() - ACKNOWLEDGE_EVERY_MS);
  await db.delete(acknowledgements).where(sql`${acknowledgements.sentAt} < ${since}`);
  const claimed = await db.execute(
    sql`insert into ${acknowledgements} (email_key, lead, sent_at) values (${key}, ${lead}, ${now})
        on conflict (email_key) do update set lead = excluded.lead, sent_at = excluded.sent_at
         where ${acknowledgements.sentAt} < ${since} or ${acknowledgements.lead} = excluded.lead
        returning email_key`,
  );
  return rowsOf(claimed).length > 0;
}

/** The visitor's acknowledgement, as one more channel of the lead's notification job (same outbox, same retries). */
export function acknowledgementChannel(
  db: Database,
  send: MailSender,
  clock: () => Date = () => new Date(),
): Channel {
  return {
    name: 'acknowledgement',
    wants: (lead) => mailboxKey(lead.email) !== null,
    async deliver(lead) {
      const key = mailboxKey(lead.email);
      if (!key) return;
      if (!(await claimAddress(db, key, leadTarget(lead), clock()))) return;
      await send(
        { to: oneLine(lead.email), replyTo: site.email, ...acknowledgementEmail(lead) },
        mailFile(lead, '-acknowledgement'),
      );
    },
  };
}
