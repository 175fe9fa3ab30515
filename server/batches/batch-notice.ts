import { sql } from 'drizzle-orm';
import { site } from '../../shared/content/site';
import { cutText } from '../../shared/well-formed';
import type { Database } from '../db/connect';
import { rowsOf } from '../db/rows';
import type { BatchFacts, BatchNoticePayload } from '../db/schema';
import { LEADS } from '../leads/console/lead-query';
import { loadLeads } from '../leads/notify/lead-message';
import type { MailSender } from '../leads/notify/mail';
import type { Job } from '../leads/notify/outbox';
import { escapeHtml, isolated, oneLine } from '../leads/notify/email-text';
import { batchSummaryIn } from '../../shared/batch-summary';
import { batchNoticeIn } from '../../shared/content/texts';
import { fill, TEXT_DIRECTION, type Lang } from '../../shared/lang';

// When staff cancel or delete a batch and choose to tell the people whose leads named it, each is
// sent one email through the outbox (same retries as any notification), enqueued in the
// transaction that ends the batch: both happen or neither.

export const BATCH_NOTICE_JOB = 'batch.notice';

/**
 * Enqueues a notice for every person whose lead names batch `id` now (suspected spam, erased and
 * merged leads aside), in transaction `tx`, before any move: `movedTo` says where their place goes.
 * A person is told about a batch once: one notice for several leads of one address, and none for
 * a person told before (a batch cancelled twice, or cancelled and then deleted), so no staff action
 * repeated can mail the same people again.
 */
export async function enqueueBatchNotices(
  tx: Database,
  id: number,
  notice: Pick<BatchNoticePayload, 'batch' | 'outcome' | 'movedTo' | 'facts' | 'movedToFacts'>,
): Promise<number> {
  const enqueued = await tx.execute(sql`
    insert into jobs (kind, payload)
    select distinct on (coalesce(email_key, form || ':' || id))
           ${BATCH_NOTICE_JOB}, jsonb_build_object('form', form, 'id', id, 'batchId', ${id}::int,
             'batch', ${notice.batch}::text, 'outcome', ${notice.outcome}::text, 'movedTo', ${notice.movedTo}::text,
             'facts', ${JSON.stringify(notice.facts ?? null)}::jsonb, 'movedToFacts', ${JSON.stringify(notice.movedToFacts ?? null)}::jsonb)
      from ${LEADS}
     where batch = ${id} and spam_reason is null and erased_at is null and merged_into is null
       and not exists (
         select 1 from jobs told
          where told.kind = ${BATCH_NOTICE_JOB} and (told.payload->>'batchId')::int = ${id}
            and ((told.payload->>'form') = leads.form and (told.payload->>'id')::int = leads.id
              or leads.email_key is not null and exists (
                select 1 from contact_enquiries c
                 where told.payload->>'form' = 'contact' and c.id = (told.payload->>'id')::int and c.email_key = leads.email_key
                union all
                select 1 from registrations r
                 where told.payload->>'form' = 'registration' and r.id = (told.payload->>'id')::int and r.email_key = leads.email_key)))
     order by coalesce(email_key, form || ':' || id), created_at
    returning id`);
  return rowsOf(enqueued).length;
}

/**
 * The notice, in the language the lead was sent in: nothing the visitor wrote but their name; the
 * batches in the words the visitor's form showed them (shared/batch-summary.ts), or, for a notice
 * enqueued before those were kept with it, in the academy's English words.
 */
export function batchNoticeEmail(name: string, notice: BatchNoticePayload, lang: Lang = 'en') {
  const says = batchNoticeIn(lang);
  const inWords = (facts: BatchFacts | null | undefined, staffWords: string) =>
    facts ? batchSummaryIn(lang, facts, true) : staffWords;
  const batch = inWords(notice.facts, notice.batch);
  const movedTo = notice.movedTo && inWords(notice.movedToFacts, notice.movedTo);
  const paragraphs = [
    fill(says.greeting, { name: cutText(oneLine(name), 80) || says.learner }),
    fill(says[notice.outcome], { batch }),
    movedTo ? fill(says.movedTo, { batch: movedTo }) : says.notMoved,
    fill(says.sooner, { phone: isolated(site.phone, lang), email: isolated(site.email, lang) }),
  ];
  const text = [...paragraphs, site.name].join('\n\n');
  const html = `<div lang="${lang}" dir="${TEXT_DIRECTION[lang]}" style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1f2937;max-width:560px">${[
    ...paragraphs,
    site.name,
  ]
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('')}</div>`;
  const subject = fill(
    notice.outcome === 'cancelled' ? says.subjectCancelled : says.subjectDeleted,
    { batch: cutText(oneLine(batch), 120) },
  );
  return { subject, text, html };
}

/** Delivers one notice; a lead erased since (or gone) is told nothing. Throws to retry. */
export function batchNoticeHandler(db: Database, send: MailSender) {
  return async (job: Job) => {
    const notice = job.payload as BatchNoticePayload;
    const lead = (await loadLeads(db, [{ form: notice.form, id: notice.id }])).get(
      `${notice.form}:${notice.id}`,
    );
    if (!lead?.email) return;
    await send(
      {
        to: oneLine(lead.email),
        replyTo: site.email,
        ...batchNoticeEmail(lead.name, notice, lead.language),
      },
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${notice.form}-${notice.id}-batch-notice.eml`,
    );
  };
}
