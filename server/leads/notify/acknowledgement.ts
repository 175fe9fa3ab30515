import { sql } from 'drizzle-orm';
import { site } from '../../../shared/content/site';
import {
  acknowledgementIn,
  centreAddressesIn,
  companyOptionsIn,
} from '../../../shared/content/texts';
import { fill, inLanguage, TEXT_DIRECTION, type Lang } from '../../../shared/lang';
import { batchSummaryIn, numberedBatchIn } from '../../../shared/batch-summary';
import {
  COMPANY_FIELDS,
  CONTACT_LABELS,
  LIST_JOINER,
  REGISTRATION_LABELS,
  labelsOf,
  leadTarget,
} from '../../../shared/lead-fields';
import { leadWordsIn } from '../../../shared/lead-words';
import { cutText } from '../../../shared/well-formed';
import type { Database } from '../../db/connect';
import { rowsOf } from '../../db/rows';
import { acknowledgements } from '../../db/schema';
import { mailboxKey } from '../person-keys';
import type { Channel } from './channel';
import { mailFile, type MailSender } from './mail';
import type { LeadRecord } from './lead-message';
import { escapeHtml, isolated, oneLine } from './email-text';
import { codesIsolated } from '../../../shared/code-runs';

/** At most one acknowledgement an hour to one mailbox (person-keys.ts mailboxKey). */
export const ACKNOWLEDGE_EVERY_MS = 3_600_000;

const COMPANY = labelsOf(COMPANY_FIELDS);

/** The academy's subjects a company may name, by the value stored (English), as read in `lang`. */
const subjectLabelsIn = (lang: Lang): Readonly<Record<string, string>> =>
  Object.fromEntries(companyOptionsIn(lang).subjects.map(({ value, label }) => [value, label]));

/**
 * The email a visitor receives after sending a form, in the language they sent it in. It quotes
 * nothing they wrote but their name: the course and batch are the form's own choices (each course
 * by its label in that language) and the server's words for the batch, so a stranger's address
 * typed into the form receives the academy's text and nothing an attacker chose.
 */
export function acknowledgementEmail(lead: LeadRecord) {
  const lang = lead.language;
  const says = acknowledgementIn(lang);
  const words = leadWordsIn(lang);
  const field = (label: string) => lead.fields.find(([l]) => l === label)?.[1] || undefined;
  // A company's enquiry has its own words; its name is typed, so never quoted, and its subjects are
  // the form's own choices, named as the courses are.
  const kind = lead.company !== undefined ? 'company' : lead.form;
  const labelOf = (options: Readonly<Record<string, string>>, value: string) =>
    value === 'Other' ? says.anotherCourse : (options[value] ?? value);
  const chosen = {
    contact: () => field(CONTACT_LABELS.course),
    registration: () => field(REGISTRATION_LABELS.courses),
    company: () => field(COMPANY.interests),
  }[kind]();
  const options = {
    contact: () => words.contact.courses,
    registration: () => words.registration.courses,
    company: () => subjectLabelsIn(lang),
  }[kind]();
  const course = chosen
    ?.split(LIST_JOINER)
    .map((value) => labelOf(options, value))
    .join(inLanguage(lang, { en: LIST_JOINER, ar: '؛ ' }));
  // The batch in the words the form showed it in (shared/batch-summary.ts), never the staff's.
  const chosenBatch = kind === 'company' ? undefined : lead.batch;
  const batch =
    chosenBatch &&
    (chosenBatch.stored
      ? batchSummaryIn(lang, chosenBatch.stored, true)
      : numberedBatchIn(lang, chosenBatch.id));
  const name = cutText(oneLine(lead.name), 80);
  const what = says.what[kind];
  const centres = centreAddressesIn(lang).map((centre) =>
    inLanguage(lang, {
      en: `${centre.name}: ${centre.streetAddress}, ${centre.addressLocality}`,
      ar: `${centre.name}: ${centre.streetAddress}، ${centre.addressLocality}`,
    }),
  );
  const next = {
    contact: batch ? says.nextWithBatch : says.nextWithoutBatch,
    registration: says.nextRegistration,
    company: says.nextCompany,
  }[kind];
  const paragraphs = [
    fill(says.greeting, { name }),
    fill(course ? says.thanksAbout : says.thanks, { what, course: codesIsolated(course ?? '') }),
    ...(batch ? [fill(says.batch, { batch })] : []),
    next,
    fill(says.sooner, {
      phone: isolated(site.phone, lang),
      email: isolated(site.email, lang),
    }),
  ];
  const footer = fill(says.centres, {
    centres: centres.join(inLanguage(lang, { en: '; ', ar: '؛ ' })),
  });
  const notYou = says.notYou;
  const text = [...paragraphs, `${site.name}`, footer, notYou].join('\n\n');
  const dir = TEXT_DIRECTION[lang];
  const html = `<div lang="${lang}" dir="${dir}" style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1f2937;max-width:560px">${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join(
      '',
    )}<p>${escapeHtml(site.name)}</p><hr style="border:none;border-top:1px solid #e5e7eb"><p style="font-size:13px;color:#6b7280">${escapeHtml(footer)}</p><p style="font-size:13px;color:#6b7280">${escapeHtml(notYou)}</p></div>`;
  const subject = fill(course ? says.subjectAbout : says.subject, {
    what,
    course: course ? cutText(oneLine(course), 120) : '',
  });
  return { subject, text, html };
}

/**
 * Takes the address for this lead's acknowledgement unless another lead's took it within the hour
 * (a retry of this lead's finds it its own). One statement, so two server processes cannot both
 * take it. The same statement deletes the other addresses' rows older than the hour (this address's
 * own is taken over in place): an address is kept no longer than needed.
 */
async function claimAddress(db: Database, key: string, lead: string, now: Date) {
  const since = new Date(now.getTime() - ACKNOWLEDGE_EVERY_MS);
  const claimed = await db.execute(
    sql`with expired as (
          delete from ${acknowledgements}
           where ${acknowledgements.sentAt} < ${since} and ${acknowledgements.emailKey} <> ${key})
        insert into ${acknowledgements} (email_key, lead, sent_at) values (${key}, ${lead}, ${now})
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
