import { and, eq, isNull, sql } from 'drizzle-orm';
import { type LeadRef, type LeadStatus } from '../../../schemas/admin';
import { leadTarget } from '../../../shared/lead-fields';
import type { Database } from '../../db/connect';
import {
  acknowledgements,
  batches,
  contactEnquiries,
  jobs,
  leadNotes,
  registrations,
} from '../../db/schema';
import { toBatch } from '../../batches/batch-reader';
import { leadsPerBatch } from '../../batches/enrolled';
import { batchForStaff } from '../lead-batches';
import { createOutbox } from '../notify/outbox';
import type { Actor, AuditService } from '../../console/audit';
import type { Clock } from '../../console/clock';
import { lockAtVersion, nextVersion } from '../../console/versions';
import { markContacted } from './first-contact';
import { LEAD_SOURCE, PHONE_ZONE } from './lead-query';
import { LeadRefusal } from './lead-refusal';
import { tableOf } from './lead-table';

/** An erased lead's zone: the one its phone told, kept as the phone goes (a zone names nobody). */
const KEPT_ZONE = sql`coalesce(${PHONE_ZONE}, kept_zone)`;

/** An erased lead's attribution: only the source the dashboard counts it under (`{}` for direct). */
const KEPT_SOURCE = sql`case when ${LEAD_SOURCE} = 'direct' then '{}'::jsonb
  else jsonb_build_object('last', jsonb_build_object('utm_source', ${LEAD_SOURCE})) end`;

interface Deps {
  audit: AuditService;
  clock: Clock;
  /** Wakes the notification worker after a retry. */
  onRetry?: () => void;
}

/**
 * Refuses (409) to enrol a lead into a batch whose enrolled leads already fill its seats, as a move
 * into a full batch is refused. The batch's row is locked, so two enrolments at once cannot both
 * take its last seat.
 */
async function checkSeat(tx: Database, batchId: number) {
  const [batch] = await tx.select().from(batches).where(eq(batches.id, batchId)).for('update');
  if (!batch || batch.seats === null) return;
  const enrolled = (await leadsPerBatch(tx, [batchId])).get(batchId)?.enrolled ?? 0;
  if (enrolled >= batch.seats)
    throw new LeadRefusal(
      `Batch ${batch.id} (${batchForStaff(toBatch(batch))}) ` +
        `has ${batch.seats} seats and ${enrolled} enrolled. Raise its seats on Batches first, then enrol this lead.`,
    );
}

/** Changes staff make to leads; each is written to the audit log with who and when. */
export function createLeadAdmin(db: Database, { audit, clock, onRetry = () => {} }: Deps) {
  return {
    /** Returns false when the lead does not exist; StaleEditError when it changed since `version`. */
    async setStatus(
      ref: LeadRef,
      status: LeadStatus,
      version: number,
      actor: Actor,
      ip: string,
    ): Promise<boolean> {
      const table = tableOf(ref.form);
      const current = await audit.change(
        async (tx) => {
          if (!(await lockAtVersion(tx, table, ref.id, version, 'lead'))) return undefined;
          const [lead] = await tx
            .select({ status: table.status, erasedAt: table.erasedAt, batch: table.batch })
            .from(table)
            .where(eq(table.id, ref.id));
          // An erased lead is answered as gone, as its notes and owner are: it takes no seat.
          const row = lead?.erasedAt ? undefined : lead;
          if (row?.batch && status === 'enrolled' && row.status !== 'enrolled')
            await checkSeat(tx, row.batch);
          if (row && row.status !== status)
            await tx
              .update(table)
              .set({ status, version: nextVersion(table) })
              .where(eq(table.id, ref.id));
          return row;
        },
        (row) =>
          row && row.status !== status
            ? {
                action: 'lead_status',
                actor,
                target: leadTarget(ref),
                ip,
                details: { from: row.status, to: status },
              }
            : undefined,
      );
      return current !== undefined;
    },

    /** A note is a change of the lead: it names the version it was written against, and moves it on. */
    async addNote(
      ref: LeadRef,
      body: string,
      version: number,
      actor: Actor & { name: string },
      ip: string,
    ): Promise<boolean> {
      const table = tableOf(ref.form);
      return audit.change(
        async (tx) => {
          // Locked: an erasure at the same moment either comes first (no note) or waits for it.
          if (!(await lockAtVersion(tx, table, ref.id, version, 'lead'))) return false;
          const [lead] = await tx
            .select({ erasedAt: table.erasedAt })
            .from(table)
            .where(eq(table.id, ref.id));
          if (!lead || lead.erasedAt) return false;
          await tx.insert(leadNotes).values({
            form: ref.form,
            leadId: ref.id,
            authorId: actor.id,
            authorName: actor.name,
            body,
            createdAt: clock(),
          });
          await tx
            .update(table)
            .set({ version: nextVersion(table) })
            .where(eq(table.id, ref.id));
          await markContacted(tx, audit, ref, 'note', actor, ip);
          return true;
        },
        (added) =>
          added ? { action: 'lead_note', actor, target: leadTarget(ref), ip } : undefined,
      );
    },

    /**
     * Erases a person's data on request: every personal field emptied, notes deleted, undelivered
     * notifications cancelled, leads merged into it un-merged. The row stays (status, course, dates, and its source in place of its
     * attribution, whose pages and referrers may name the person) so counts remain true.
     */
    async erase(ref: LeadRef, version: number, actor: Actor, ip: string): Promise<boolean> {
      const now = clock();
      const erased = await db.transaction(async (tx) => {
        if (!(await lockAtVersion(tx, tableOf(ref.form), ref.id, version, 'lead'))) return false;
        const rows =
          ref.form === 'contact'
            ? await tx
                .update(contactEnquiries)
                .set({
                  name: '',
                  email: '',
                  phone: null,
                  description: null,
                  // A company's name may name the person (a sole trader's firm); its size and subjects stay counted.
                  company: null,
                  attribution: KEPT_SOURCE,
                  emailKey: null,
                  phoneKey: null,
                  keptZone: KEPT_ZONE,
                  erasedAt: now,
                  version: nextVersion(contactEnquiries),
                })
                .where(eq(contactEnquiries.id, ref.id))
                .returning({ id: contactEnquiries.id })
            : await tx
                .update(registrations)
                .set({
                  firstName: '',
                  lastName: '',
                  email: '',
                  mobile: '',
                  aadharNo: null,
                  postcode: null,
                  country: null,
                  mainTel: null,
                  website: null,
                  address: null,
                  guardianFirstName: null,
                  guardianLastName: null,
                  guardianJobTitle: null,
                  guardianTelephone: null,
                  guardianMobile: null,
                  guardianEmail: null,
                  courseOtherText: null,
                  attribution: KEPT_SOURCE,
                  emailKey: null,
                  phoneKey: null,
                  keptZone: KEPT_ZONE,
                  erasedAt: now,
                  version: nextVersion(registrations),
                })
                .where(eq(registrations.id, ref.id))
                .returning({ id: registrations.id });
        if (rows.length === 0) return false;
        // An erased lead cannot be merged into: the leads that were are taken out again, each its own
        // lead in the inbox as before the merge (keeping their data, which the erasure did not cover),
        // audited as an un-merge.
        for (const [form, table] of [
          ['contact', contactEnquiries],
          ['registration', registrations],
        ] as const) {
          const freed = await tx
            .update(table)
            .set({ mergedInto: null, mergedAt: null, version: nextVersion(table) })
            .where(eq(table.mergedInto, leadTarget(ref)))
            .returning({ id: table.id });
          for (const { id } of freed) {
            const details = { from: leadTarget({ form, id }), into: leadTarget(ref), erased: true };
            await audit.record(
              { action: 'lead_unmerged', actor, target: details.from, ip, details },
              tx,
            );
          }
        }
        await tx.delete(acknowledgements).where(eq(acknowledgements.lead, leadTarget(ref)));
        await tx
          .delete(leadNotes)
          .where(and(eq(leadNotes.form, ref.form), eq(leadNotes.leadId, ref.id)));
        await tx
          .update(jobs)
          .set({ failedAt: now, lockedUntil: null, lastError: 'Cancelled: the lead was erased.' })
          .where(
            and(
              sql`${jobs.payload}->>'form' = ${ref.form} and ${jobs.payload}->>'id' = ${String(ref.id)}`,
              isNull(jobs.doneAt),
            ),
          );
        await audit.record({ action: 'lead_erased', actor, target: leadTarget(ref), ip }, tx);
        return true;
      });
      return erased;
    },

    /** Puts a failed notification of this lead back in the queue. Returns false when there is no such failed job. */
    async retryDelivery(ref: LeadRef, jobId: number, actor: Actor, ip: string): Promise<boolean> {
      const [job] = await db
        .select({ id: jobs.id, failedAt: jobs.failedAt, doneAt: jobs.doneAt })
        .from(jobs)
        .where(
          and(
            eq(jobs.id, jobId),
            sql`${jobs.payload}->>'form' = ${ref.form} and ${jobs.payload}->>'id' = ${String(ref.id)}`,
          ),
        );
      if (!job || !job.failedAt || job.doneAt) return false;
      const table = tableOf(ref.form);
      const [lead] = await db
        .select({ erasedAt: table.erasedAt })
        .from(table)
        .where(eq(table.id, ref.id));
      if (!lead || lead.erasedAt) return false;
      await audit.change(
        (tx) => createOutbox(tx).retry(jobId),
        () => ({
          action: 'delivery_retried',
          actor,
          target: leadTarget(ref),
          ip,
          details: { jobId },
        }),
      );
      onRetry();
      return true;
    },
  };
}
export type LeadAdmin = ReturnType<typeof createLeadAdmin>;
