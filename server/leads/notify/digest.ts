import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { ZONE_NAMES, type TeachingZone } from '../../../shared/content/centres';
import { site } from '../../../shared/content/site';
import { NO_NAMES } from '../../../shared/lead-fields';
import { cutText } from '../../../shared/well-formed';
import { wallClock } from '../../../shared/zoned-time';
import type { Database } from '../../db/connect';
import { rowsOf } from '../../db/rows';
import type { DigestJobPayload } from '../../db/schema';
import { systemClock, type Clock } from '../../console/clock';
import { LEADS, summaryOf, type LeadRow } from '../console/lead-query';
import type { MailSender } from './mail';
import type { Job } from './outbox';
import { escapeHtml, oneLine } from './email-text';

// Each morning, each owner with follow-ups due that day or overdue is sent one email listing them.
// Every server process runs the schedule; the (owner, day) row each digest inserts with its job
// makes the first process's the only one.

export const DIGEST_JOB = 'digest.send';
const MINUTE_MS = 60_000;

/** A lead of the owner's whose follow-up is due on its own calendar by `now` (each lead's zone, else the owner's). */
const dueFor = (owner: SQL, ownerZone: SQL, now: Date) => sql`
  owner_id = ${owner} and spam_reason is null and erased_at is null and merged_into is null
  and follow_up_at is not null
  and (follow_up_at at time zone coalesce(zone, ${ownerZone}))::date
      <= (${now}::timestamptz at time zone coalesce(zone, ${ownerZone}))::date`;
type SQL = ReturnType<typeof sql>;

/**
 * Claims today's digest of every enabled owner whose morning (`hour`, in the owner's zone) has come
 * and who has something due, and enqueues its job: one statement, so the claim and the job are both
 * written or neither, and a claim another process made first (ON CONFLICT DO NOTHING) enqueues nothing.
 * Returns how many were enqueued.
 */
export async function enqueueDigests(db: Database, now: Date, hour: number): Promise<number> {
  const enqueued = await db.execute(sql`
    with due_owners as (
      select s.id, (${now}::timestamptz at time zone s.time_zone)::date as day
        from staff_users s
       where s.disabled_at is null
         and extract(hour from (${now}::timestamptz at time zone s.time_zone)) >= ${hour}
         and exists (select 1 from ${LEADS} where ${dueFor(sql`s.id`, sql`s.time_zone`, now)})
    ),
    claimed as (
      insert into digests_sent (owner_id, day) select id, day from due_owners
      on conflict do nothing
      returning owner_id, day
    )
    insert into jobs (kind, payload)
    select ${DIGEST_JOB}, jsonb_build_object('owner', owner_id, 'day', day::text) from claimed
    returning id`);
  return rowsOf(enqueued).length;
}

export interface DigestLine {
  name: string;
  course: string;
  due: string;
  overdue: boolean;
  link: string;
}

/** The digest email: overdue first, then today's, each with its course, due time (the lead's zone) and link. */
export function digestEmail(ownerName: string, day: string, lines: DigestLine[]) {
  const overdue = lines.filter((line) => line.overdue);
  const today = lines.filter((line) => !line.overdue);
  const section = (title: string, items: DigestLine[]) =>
    items.length === 0
      ? []
      : [
          title,
          ...items.map(
            (l) => `- ${oneLine(l.name) || '(no name)'}, ${l.course}: due ${l.due}. ${l.link}`,
          ),
        ];
  const subject = cutText(
    `Follow-ups for ${day}: ${today.length} due today, ${overdue.length} overdue`,
    200,
  );
  const intro = `${oneLine(ownerName)}, these leads of yours are waiting for a follow-up.`;
  const text = [
    intro,
    '',
    ...section('Overdue:', overdue),
    ...(overdue.length && today.length ? [''] : []),
    ...section('Due today:', today),
    '',
    site.name,
  ].join('\n');
  const list = (title: string, items: DigestLine[]) =>
    items.length === 0
      ? ''
      : `<h2 style="font-size:16px">${escapeHtml(title)}</h2><ul>${items
          .map(
            (l) =>
              `<li><a href="${escapeHtml(l.link)}">${escapeHtml(oneLine(l.name) || '(no name)')}</a>, ${escapeHtml(l.course)}: due ${escapeHtml(l.due)}</li>`,
          )
          .join('')}</ul>`;
  const html = `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5"><p>${escapeHtml(intro)}</p>${list('Overdue', overdue)}${list('Due today', today)}<p>${escapeHtml(site.name)}</p></div>`;
  return { subject, text, html };
}

/** The outbox's handler of a digest job: the owner's due leads as they are now (none left: nothing sent). */
export function digestHandler(
  db: Database,
  send: MailSender,
  publicUrl: string,
  clock: Clock = systemClock,
) {
  return async (job: Job) => {
    const { owner, day } = job.payload as DigestJobPayload;
    const [account] = rowsOf<{ email: string; name: string; time_zone: TeachingZone }>(
      await db.execute(
        sql`select email, name, time_zone from staff_users where id = ${owner} and disabled_at is null`,
      ),
    );
    if (!account) return;
    const now = clock();
    const rows = rowsOf<LeadRow>(
      await db.execute(
        sql`select * from ${LEADS} where ${dueFor(sql`${owner}`, sql`${account.time_zone}`, now)} order by follow_up_at, form, id`,
      ),
    );
    if (rows.length === 0) return;
    const base = publicUrl.replace(/\/$/, '');
    const lines = rows.map((row): DigestLine => {
      const summary = summaryOf(row, NO_NAMES);
      const zone = summary.zone ?? account.time_zone;
      const at = new Date(summary.followUpAt!);
      const { date, time } = wallClock(at, zone);
      return {
        name: summary.name,
        course: summary.course ?? (summary.courses.join('; ') || 'no course named'),
        due: `${date} ${time} ${ZONE_NAMES[zone]}`,
        overdue: at.getTime() < now.getTime(),
        link: `${base}/admin/leads/${summary.form}/${summary.id}`,
      };
    });
    await send(
      { to: account.email, ...digestEmail(account.name, day, lines) },
      `digest-${day}-${owner}.eml`,
    );
  };
}

/** The server's morning digests: looked for every minute (an owner's hour comes in their own zone). */
export function startDigestSchedule({
  db,
  hour,
  log,
  everyMs = MINUTE_MS,
  clock = systemClock,
  onEnqueued = () => {},
}: {
  db: Database;
  hour: number;
  log: FastifyBaseLogger;
  everyMs?: number;
  clock?: Clock;
  /** Wakes the notification worker. */
  onEnqueued?: () => void;
}) {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = enqueueDigests(db, clock(), hour).then(
      (count) => {
        if (count > 0) {
          log.info({ count }, 'daily digests enqueued');
          onEnqueued();
        }
      },
      (error: unknown) => log.warn({ err: error }, 'daily digests failed; will try again'),
    );
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
