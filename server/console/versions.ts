import { eq, sql } from 'drizzle-orm';
import type { EditedThing } from '../../schemas/admin';
import type { Database } from '../db/connect';
import { StaleEditError } from '../errors';
import {
  type accreditations,
  type batches,
  type blogs,
  type contactEnquiries,
  type registrations,
  type staffUsers,
} from '../db/schema';

// Every console write that changes an existing row names the version the page read it at. The row
// is locked, its version compared, and the write moves the version on: a save made from an older
// reading is refused (409, `stale`), never laid over someone else's change. The console offers to
// reload.

type Versioned =
  | typeof accreditations
  | typeof batches
  | typeof blogs
  | typeof contactEnquiries
  | typeof registrations
  | typeof staffUsers;

/**
 * Locks row `id` of `table` for a change made from its reading at `version`, in transaction `tx`:
 * false when there is no such row, StaleEditError when it has moved on since.
 */
export async function lockAtVersion(
  tx: Database,
  table: Versioned,
  id: number,
  version: number,
  thing: EditedThing,
): Promise<boolean> {
  const [row] = await (tx as Database)
    .select({ version: table.version })
    .from(table as typeof blogs)
    .where(eq(table.id, id))
    .for('update');
  if (!row) return false;
  if (row.version !== version) throw new StaleEditError(thing);
  return true;
}

/** The `set` of a change: the version moves on. */
export const nextVersion = (table: Versioned) => sql`${table.version} + 1`;
