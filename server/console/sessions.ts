import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { StaffIdentity, StaffRole } from '../../schemas/admin';
import type { Database } from '../db/connect';
import { staffSessions, staffUsers } from '../db/schema';
import type { Clock } from './clock';

export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** last_seen_at is written at most this often, so browsing does not write on every request. */
const TOUCH_EVERY_MS = 60_000;

/** Only the token's hash is stored: reading the table does not let anyone sign in. */
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const TOKEN_PATTERN = /^[\w-]{43}$/;

export function createSessionService(db: Database, clock: Clock) {
  return {
    /** A fresh 256-bit token for this user; the caller puts it in the cookie. */
    async start(userId: number, meta: { ip?: string; userAgent?: string }): Promise<string> {
      const token = crypto.randomBytes(32).toString('base64url');
      const now = clock();
      await db.insert(staffSessions).values({
        id: hashToken(token),
        userId,
        createdAt: now,
        lastSeenAt: now,
        ip: meta.ip ?? null,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      });
      return token;
    },

    /** The staff member a token belongs to, or null once it is unknown, idle too long, too old, or its account disabled. */
    async authenticate(token: string | undefined): Promise<StaffIdentity | null> {
      if (!token || !TOKEN_PATTERN.test(token)) return null;
      const id = hashToken(token);
      const [row] = await db
        .select({ session: staffSessions, user: staffUsers })
        .from(staffSessions)
        .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
        .where(eq(staffSessions.id, id));
      if (!row) return null;
      const now = clock().getTime();
      const idle = now - row.session.lastSeenAt.getTime() > SESSION_IDLE_MS;
      const old = now - row.session.createdAt.getTime() > SESSION_ABSOLUTE_MS;
      if (idle || old || row.user.disabledAt) {
        await db.delete(staffSessions).where(eq(staffSessions.id, id));
        return null;
      }
      if (now - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db
          .update(staffSessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(staffSessions.id, id));
      }
      const { user } = row;
      return { id: user.id, email: user.email, name: user.name, role: user.role as StaffRole };
    },

    async end(token: string | undefined): Promise<void> {
      if (token && TOKEN_PATTERN.test(token))
        await db.delete(staffSessions).where(eq(staffSessions.id, hashToken(token)));
    },

    /** Ends every session of a user (an admin's "sign out everywhere"); returns how many ended. */
    async endAllFor(userId: number, tx: Database = db): Promise<number> {
      const rows = await tx
        .delete(staffSessions)
        .where(and(eq(staffSessions.userId, userId)))
        .returning({ id: staffSessions.id });
      return rows.length;
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
