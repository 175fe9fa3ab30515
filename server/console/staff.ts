import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { NewStaff, StaffAccount, StaffIdentity, StaffRole } from '../../schemas/admin';
import type { TeachingZone } from '../../shared/content/centres';
import type { Database } from '../db/connect';
import { staffSessions, staffUsers } from '../db/schema';
import { systemClock, type Clock } from './clock';
import { hashPassword } from './passwords';
import { lockAtVersion, nextVersion } from './versions';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions';

export class DuplicateStaffError extends Error {
  readonly statusCode = 409;
  constructor() {
    super('A staff account with this email already exists.');
  }
}

/** Refused when a change would leave the console with no enabled admin (nobody could manage accounts). */
export class LastAdminError extends Error {
  readonly statusCode = 409;
  constructor() {
    super('The console needs at least one enabled admin. Make another account an admin first.');
  }
}

export type StaffListing = StaffAccount;

/** More to do in a change's own transaction (the console's audit entry): neither is kept without the other. */
export type AlsoInTransaction = (tx: Database) => Promise<unknown>;
const nothingMore: AlsoInTransaction = async () => {};

/** Staff accounts. Creation is shared by the CLI (`npm run admin:create`) and the admin API. */
export function createStaffService(db: Database, clock: Clock = systemClock) {
  /**
   * Runs `change` on account `id` unless afterwards no enabled admin would remain. The enabled admins'
   * rows are locked first, so two admins demoting each other at once cannot both succeed.
   */
  async function keepingAnAdmin(
    id: number,
    version: number,
    leavesAdmin: (row: typeof staffUsers.$inferSelect) => boolean,
    change: (tx: Database) => Promise<unknown>,
    also: AlsoInTransaction,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const admins = await tx
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(and(eq(staffUsers.role, 'admin'), isNull(staffUsers.disabledAt)))
        .for('update');
      if (!(await lockAtVersion(tx as unknown as Database, staffUsers, id, version, 'account')))
        return false;
      const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id));
      if (!row) return false;
      const isEnabledAdmin = admins.some((a) => a.id === id);
      if (isEnabledAdmin && admins.length === 1 && !leavesAdmin(row)) throw new LastAdminError();
      await change(tx as unknown as Database);
      await also(tx as unknown as Database);
      return true;
    });
  }

  return {
    async create(
      input: NewStaff,
      also: (tx: Database, created: StaffIdentity) => Promise<unknown> = nothingMore,
    ): Promise<StaffIdentity> {
      // Hashed before the transaction: on the embedded database it would hold every other query.
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const existing = await tx
          .select({ id: staffUsers.id })
          .from(staffUsers)
          .where(eq(staffUsers.email, input.email));
        if (existing.length > 0) throw new DuplicateStaffError();
        const [row] = await tx
          .insert(staffUsers)
          .values({ email: input.email, name: input.name, role: input.role, passwordHash })
          .returning();
        const created = {
          id: row!.id,
          email: row!.email,
          name: row!.name,
          role: row!.role as StaffRole,
        };
        await also(tx as unknown as Database, created);
        return created;
      });
    },

    async findByEmail(email: string) {
      const [row] = await db
        .select()
        .from(staffUsers)
        .where(eq(staffUsers.email, email.trim().toLowerCase()));
      return row;
    },

    async list(): Promise<StaffAccount[]> {
      const now = clock().getTime();
      const live = and(
        eq(staffSessions.userId, staffUsers.id),
        gt(staffSessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
        gt(staffSessions.createdAt, new Date(now - SESSION_ABSOLUTE_MS)),
      );
      const rows = await db
        .select({
          user: staffUsers,
          sessions: sql<number>`(select count(*)::int from ${staffSessions} where ${live})`,
        })
        .from(staffUsers)
        .orderBy(asc(staffUsers.id));
      return rows.map(({ user: r, sessions }) => ({
        id: r.id,
        email: r.email,
        name: r.name,
        role: r.role as StaffRole,
        disabled: r.disabledAt !== null,
        version: r.version,
        createdAt: r.createdAt.toISOString(),
        activeSessions: r.disabledAt ? 0 : Number(sessions),
        availableForLeads: r.availableForLeads,
        timeZone: r.timeZone,
      }));
    },

    /** False when there is no such account; throws LastAdminError rather than disable the last admin. */
    setDisabled(
      id: number,
      disabled: boolean,
      version: number,
      at: Date,
      also = nothingMore,
    ): Promise<boolean> {
      return keepingAnAdmin(
        id,
        version,
        () => !disabled,
        (tx) =>
          tx
            .update(staffUsers)
            .set({ disabledAt: disabled ? at : null, version: nextVersion(staffUsers) })
            .where(eq(staffUsers.id, id)),
        also,
      );
    },

    /** False when there is no such account; throws LastAdminError rather than demote the last admin. */
    setRole(id: number, role: StaffRole, version: number, also = nothingMore): Promise<boolean> {
      return keepingAnAdmin(
        id,
        version,
        () => role === 'admin',
        (tx) =>
          tx
            .update(staffUsers)
            .set({ role, version: nextVersion(staffUsers) })
            .where(eq(staffUsers.id, id)),
        also,
      );
    },

    /** Whether the account takes new leads, and the zone of its digest. False when there is no such account. */
    async setLeadSettings(
      id: number,
      settings: { available: boolean; timeZone: TeachingZone },
      version: number,
      also = nothingMore,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await lockAtVersion(tx as unknown as Database, staffUsers, id, version, 'account')))
          return false;
        await tx
          .update(staffUsers)
          .set({
            availableForLeads: settings.available,
            timeZone: settings.timeZone,
            version: nextVersion(staffUsers),
          })
          .where(eq(staffUsers.id, id));
        await also(tx as unknown as Database);
        return true;
      });
    },

    /** `version`: the account as the admin read it; the CLI's reset names none. */
    async setPassword(
      id: number,
      password: string,
      version?: number,
      also = nothingMore,
    ): Promise<boolean> {
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        if (
          version !== undefined &&
          !(await lockAtVersion(tx as unknown as Database, staffUsers, id, version, 'account'))
        )
          return false;
        const rows = await tx
          .update(staffUsers)
          .set({ passwordHash, version: nextVersion(staffUsers) })
          .where(eq(staffUsers.id, id))
          .returning({ id: staffUsers.id });
        if (rows.length === 0) return false;
        await also(tx as unknown as Database);
        return true;
      });
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
