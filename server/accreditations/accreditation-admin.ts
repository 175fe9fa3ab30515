import { asc, eq, sql } from 'drizzle-orm';
import type { AccreditationInput, AdminAccreditation, Move } from '../../schemas/content-admin';
import type { Database } from '../db/connect';
import { accreditations } from '../db/schema';
import type { Actor, AuditService } from '../console/audit';
import { StaleEditError } from '../errors';
import { lockAtVersion, nextVersion } from '../console/versions';

export const accreditationTarget = (id: number) => `accreditation:${id}`;

/** Thrown when another entry already has the title (titles are unique). */
export class DuplicateTitleError extends Error {
  readonly statusCode = 400;
  constructor() {
    super('Another accreditation already has this title.');
  }
}

const columns = {
  id: accreditations.id,
  title: accreditations.title,
  imagepath: accreditations.imagepath,
  position: accreditations.position,
  version: accreditations.version,
};

function isUniqueViolation(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateTitleError();
    throw error;
  }
}

/** Add, edit, reorder and remove the entries the public lightbox shows; each change is audited as `accreditation:ID`, in its transaction. */
export function createAccreditationAdmin(db: Database, { audit }: { audit: AuditService }) {
  const ordered = () =>
    db
      .select(columns)
      .from(accreditations)
      .orderBy(asc(accreditations.position), asc(accreditations.id));

  return {
    list: (): Promise<AdminAccreditation[]> => ordered(),

    async create(input: AccreditationInput, actor: Actor, ip: string): Promise<AdminAccreditation> {
      return unique(() =>
        audit.change(
          async (tx) =>
            (
              await tx
                .insert(accreditations)
                .values({
                  ...input,
                  position: sql`(select coalesce(max(${accreditations.position}), -1) + 1 from ${accreditations})`,
                })
                .returning(columns)
            )[0]!,
          (row) => ({
            action: 'accreditation_created',
            actor,
            target: accreditationTarget(row.id),
            ip,
            details: { title: row.title },
          }),
        ),
      );
    },

    async update(
      id: number,
      input: AccreditationInput,
      version: number,
      actor: Actor,
      ip: string,
    ): Promise<AdminAccreditation | null> {
      const [row] = await unique(() =>
        audit.change(
          async (tx) =>
            (await lockAtVersion(tx, accreditations, id, version, 'accreditation'))
              ? tx
                  .update(accreditations)
                  .set({ ...input, version: nextVersion(accreditations) })
                  .where(eq(accreditations.id, id))
                  .returning(columns)
              : [],
          ([row]) =>
            row && {
              action: 'accreditation_updated',
              actor,
              target: accreditationTarget(id),
              ip,
              details: { title: row.title },
            },
        ),
      );
      return row ?? null;
    },

    /**
     * Swaps the entry with its neighbour, as the page saw them (`order`). Positions are rewritten as 0..n-1 in the same transaction,
     * so ties or gaps left by earlier removals never make a move do nothing. Returns null when absent.
     */
    async move(
      id: number,
      { direction, order }: Move,
      actor: Actor,
      ip: string,
    ): Promise<AdminAccreditation[] | null> {
      const result = await db.transaction(async (tx) => {
        // Row locks: two staff reordering at once take turns instead of writing crossed positions.
        const list = await (tx as Database)
          .select(columns)
          .from(accreditations)
          .orderBy(asc(accreditations.position), asc(accreditations.id))
          .for('update');
        const from = list.findIndex((a) => a.id === id);
        if (from < 0) return null;
        if (list.map((a) => a.id).join() !== order.join()) throw new StaleEditError('list');
        const to = direction === 'up' ? from - 1 : from + 1;
        if (to < 0 || to >= list.length) return list;
        [list[from], list[to]] = [list[to]!, list[from]!];
        for (const [position, entry] of list.entries()) {
          if (entry.position !== position)
            await tx
              .update(accreditations)
              .set({ position })
              .where(eq(accreditations.id, entry.id));
          entry.position = position;
        }
        await audit.record(
          {
            action: 'accreditation_moved',
            actor,
            target: accreditationTarget(id),
            ip,
            details: { direction, position: to },
          },
          tx as Database,
        );
        return list;
      });
      return result;
    },

    async remove(id: number, version: number, actor: Actor, ip: string): Promise<boolean> {
      const [row] = await audit.change(
        async (tx) =>
          (await lockAtVersion(tx, accreditations, id, version, 'accreditation'))
            ? tx
                .delete(accreditations)
                .where(eq(accreditations.id, id))
                .returning({ title: accreditations.title })
            : [],
        ([row]) =>
          row && {
            action: 'accreditation_deleted',
            actor,
            target: accreditationTarget(id),
            ip,
            details: { title: row.title },
          },
      );
      return row !== undefined;
    },
  };
}
export type AccreditationAdmin = ReturnType<typeof createAccreditationAdmin>;
