import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { BatchDraft } from '../../schemas/batches';
import {
  BATCH_MESSAGES,
  isUpcoming,
  type Batch,
  type BatchListQuery,
  type ListedBatch,
} from '../../shared/batches';
import { addDays, daysBetween } from '../../shared/zoned-time';
import type { Database } from '../db/connect';
import { batches, contactEnquiries, registrations, type BatchFacts } from '../db/schema';
import { ValidationError } from '../errors';
import { toBatch, type BatchRow } from './batch-reader';
import { batchForStaff, withLeads } from '../leads/lead-batches';
import { enqueueBatchNotices } from './batch-notice';
import { leadsPerBatch } from './enrolled';
import type { Actor, AuditService, BatchAuditAction } from '../console/audit';
import type { Clock } from '../console/clock';
import { lockAtVersion, nextVersion } from '../console/versions';

/** What the batch console writes to the audit log (target `batch:ID`). */

export const batchTarget = (id: number) => `batch:${id}`;

const columnsOf = (draft: BatchDraft) => ({
  course: draft.course,
  centre: draft.centre,
  mode: draft.mode,
  startDate: draft.start_date,
  endDate: draft.end_date,
  startTime: draft.start_time,
  timeZone: draft.time_zone,
  schedule: draft.schedule,
  language: draft.language,
  seats: draft.seats,
  status: draft.status,
});

/** Where the leads that named a batch go when it is cancelled or deleted: another batch of its course, or nowhere. */
export interface LeadsMove {
  move_to?: number | null;
  /** Email the people whose leads named it (batch-notice.ts). */
  notify?: boolean;
}

/**
 * The next intake of a batch: the same batch moved on by its own length, rounded up to whole weeks
 * so it keeps its weekdays (a one-day workshop moves a week), and on again until it is upcoming.
 */
export function nextIntake(
  batch: Pick<Batch, 'start_date' | 'end_date' | 'time_zone'>,
  now: Date,
): { start_date: string; end_date: string } {
  const shift = Math.max(1, Math.ceil((daysBetween(batch.start_date, batch.end_date) + 1) / 7)) * 7;
  let start = addDays(batch.start_date, shift);
  while (!isUpcoming({ start_date: start, time_zone: batch.time_zone }, now))
    start = addDays(start, shift);
  return {
    start_date: start,
    end_date: addDays(start, daysBetween(batch.start_date, batch.end_date)),
  };
}

interface Deps {
  audit: AuditService;
  clock: Clock;
  /** Told after each committed write: this process's kept course pages are stale. */
  onChange?: () => void;
}

/** The console's batches: every write bumps `version` and updated_at and is audited as `batch:ID`, in its transaction. */
export function createBatchAdmin(db: Database, { audit, clock, onChange = () => {} }: Deps) {
  const refuseFutureless = (draft: BatchDraft) => {
    if (!isUpcoming(draft, clock()))
      throw new ValidationError({ start_date: BATCH_MESSAGES.pastStart });
  };
  /**
   * Writes a batch's row (`write` answers it, or undefined when there was none to change) and its
   * audit entry in one transaction, then tells the kept pages.
   */
  const changed = async (
    write: (tx: Database) => Promise<BatchRow | undefined>,
    action: BatchAuditAction,
    actor: Actor,
    ip: string,
    details: (batch: Batch) => Record<string, unknown> = () => ({}),
  ): Promise<Batch | null> => {
    const row = await audit.change(write, (row) => {
      if (!row) return undefined;
      const batch = toBatch(row);
      return {
        action,
        actor,
        target: batchTarget(batch.id),
        ip,
        details: {
          course: batch.course,
          start_date: batch.start_date,
          centre: batch.centre,
          ...details(batch),
        },
      };
    });
    if (!row) return null;
    onChange();
    return toBatch(row);
  };
  const get = async (id: number) => {
    const [row] = await db.select().from(batches).where(eq(batches.id, id));
    return row ? toBatch(row) : null;
  };

  /**
   * Moves the leads that named batch `from` to batch `to` (each lead's version moves on): `to` must be
   * another upcoming, open batch of the same course. Answers how many moved.
   */
  const moveLeads = async (tx: Database, from: number, to: number | null | undefined) => {
    if (!to) return 0;
    const [source] = await tx.select().from(batches).where(eq(batches.id, from));
    const [target] = await tx.select().from(batches).where(eq(batches.id, to)).for('update');
    if (
      !source ||
      !target ||
      to === from ||
      target.course !== source.course ||
      target.status === 'cancelled' ||
      !isUpcoming(toBatch(target), clock())
    )
      throw new ValidationError({ move_to: BATCH_MESSAGES.moveTo });
    // A place is kept only where there is one: the target takes the enrolled it already has and
    // those moving, within its seats (and nobody once marked full).
    const per = await leadsPerBatch(tx, [from, to]);
    const enrolled = (per.get(to)?.enrolled ?? 0) + (per.get(from)?.enrolled ?? 0);
    if (target.status === 'full' || (target.seats !== null && enrolled > target.seats))
      throw new ValidationError({ move_to: BATCH_MESSAGES.moveToFull });
    let moved = 0;
    for (const table of [contactEnquiries, registrations]) {
      const rows = await tx
        .update(table)
        .set({ batch: to, version: nextVersion(table) })
        .where(eq(table.batch, from))
        .returning({ id: table.id });
      moved += rows.length;
    }
    return moved;
  };

  /** Tells the leads that name batch `from` (before they move) what happens, if staff chose to. */
  const notifyLeads = async (
    tx: Database,
    from: number,
    { move_to, notify }: LeadsMove,
    outcome: 'cancelled' | 'deleted',
  ) => {
    if (!notify) return 0;
    const read = async (id: number) => {
      const [row] = await tx.select().from(batches).where(eq(batches.id, id));
      return row ? toBatch(row) : null;
    };
    const facts = (batch: Batch): BatchFacts => {
      const { course, start_date, end_date, centre, mode } = batch;
      return { course, start_date, end_date, centre, mode };
    };
    const [batch, movedTo] = [await read(from), move_to ? await read(move_to) : null];
    return enqueueBatchNotices(tx, from, {
      batch: batch ? batchForStaff(batch) : `Batch ${from}`,
      outcome,
      movedTo: movedTo && batchForStaff(movedTo),
      facts: batch ? facts(batch) : undefined,
      movedToFacts: movedTo && facts(movedTo),
    });
  };

  return {
    get,

    /** Upcoming batches (with `past`, every one), filtered by course, centre and start month; each with its leads. */
    async list(query: BatchListQuery): Promise<ListedBatch[]> {
      const month = query.month
        ? { from: `${query.month}-01`, to: addDays(`${query.month}-28`, 7).slice(0, 8) + '01' }
        : undefined;
      const rows = await db
        .select()
        .from(batches)
        .where(
          and(
            query.course ? eq(batches.course, query.course) : undefined,
            query.centre ? eq(batches.centre, query.centre) : undefined,
            month
              ? and(gte(batches.startDate, month.from), lt(batches.startDate, month.to))
              : undefined,
          ),
        )
        .orderBy(asc(batches.startDate), asc(batches.startTime), asc(batches.id));
      const now = clock();
      return withLeads(
        db,
        rows.map(toBatch).filter((batch) => query.past || isUpcoming(batch, now)),
      );
    },

    async create(draft: BatchDraft, actor: Actor, ip: string): Promise<Batch> {
      refuseFutureless(draft);
      const batch = await changed(
        async (tx) =>
          (
            await tx
              .insert(batches)
              .values({ ...columnsOf(draft), updatedAt: clock() })
              .returning()
          )[0],
        'batch_created',
        actor,
        ip,
      );
      return batch!;
    },

    /** Saves only if nobody changed the batch since `version` was read. A start moved into the past is refused; one already past may stay. */
    async update(
      id: number,
      draft: BatchDraft,
      version: number,
      actor: Actor,
      ip: string,
    ): Promise<Batch | null> {
      const current = await get(id);
      if (!current) return null;
      if (draft.start_date !== current.start_date || draft.time_zone !== current.time_zone)
        refuseFutureless(draft);
      return changed(
        async (tx) =>
          (await lockAtVersion(tx, batches, id, version, 'batch'))
            ? (
                await tx
                  .update(batches)
                  .set({ ...columnsOf(draft), version: nextVersion(batches), updatedAt: clock() })
                  .where(eq(batches.id, id))
                  .returning()
              )[0]
            : undefined,
        'batch_updated',
        actor,
        ip,
        (batch) => ({ version: batch.version }),
      );
    },

    async duplicate(id: number, actor: Actor, ip: string): Promise<Batch | null> {
      const source = await get(id);
      if (!source) return null;
      const { id: _id, version: _version, updated_at: _at, ...rest } = source;
      const draft = { ...rest, ...nextIntake(source, clock()), status: 'open' as const };
      return changed(
        async (tx) =>
          (
            await tx
              .insert(batches)
              .values({ ...columnsOf(draft), updatedAt: clock() })
              .returning()
          )[0],
        'batch_duplicated',
        actor,
        ip,
        () => ({ from: batchTarget(id) }),
      );
    },

    /**
     * Cancels a batch read at `version`. The leads that named it stay on it (their pages say it is
     * cancelled) or, with `move_to`, move to that batch of the same course, in the same transaction.
     */
    async cancel(
      id: number,
      version: number,
      leads: LeadsMove,
      actor: Actor,
      ip: string,
    ): Promise<Batch | null> {
      const { move_to } = leads;
      let moved = 0;
      let told = 0;
      return changed(
        async (tx) => {
          if (!(await lockAtVersion(tx, batches, id, version, 'batch'))) return undefined;
          told = await notifyLeads(tx, id, leads, 'cancelled');
          moved = await moveLeads(tx, id, move_to);
          return (
            await tx
              .update(batches)
              .set({ status: 'cancelled', version: nextVersion(batches), updatedAt: clock() })
              .where(eq(batches.id, id))
              .returning()
          )[0];
        },
        'batch_cancelled',
        actor,
        ip,
        () => ({
          ...(move_to && { leadsMovedTo: batchTarget(move_to), leadsMoved: moved }),
          ...(told && { leadsNotified: told }),
        }),
      );
    },

    /** Deletes a batch read at `version`; its leads stay naming it (shown as deleted) or move as for cancel. */
    async remove(
      id: number,
      version: number,
      leads: LeadsMove,
      actor: Actor,
      ip: string,
    ): Promise<boolean> {
      const { move_to } = leads;
      let moved = 0;
      let told = 0;
      const batch = await changed(
        async (tx) => {
          if (!(await lockAtVersion(tx, batches, id, version, 'batch'))) return undefined;
          told = await notifyLeads(tx, id, leads, 'deleted');
          moved = await moveLeads(tx, id, move_to);
          return (await tx.delete(batches).where(eq(batches.id, id)).returning())[0];
        },
        'batch_deleted',
        actor,
        ip,
        () => ({
          ...(move_to && { leadsMovedTo: batchTarget(move_to), leadsMoved: moved }),
          ...(told && { leadsNotified: told }),
        }),
      );
      return batch !== null;
    },
  };
}
export type BatchAdmin = ReturnType<typeof createBatchAdmin>;
