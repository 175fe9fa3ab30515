import { normalizeIP } from '@fastify/rate-limit';
import { and, inArray, lte, sql } from 'drizzle-orm';
import type { SignIn, StaffIdentity, StaffRole } from '../../schemas/admin';
import type { Database } from '../db/connect';
import { rowsOf } from '../db/rows';
import { rateLimits } from '../db/schema';
import { hitQuery } from '../plugins/rate-limit-store';
import type { AuditService } from './audit';
import type { Clock } from './clock';
import { verifyPassword } from './passwords';
import type { SessionService } from './sessions';
import type { StaffService } from './staff';

/** Sign-ins that may reach the password check per account, and per client address, within the window. */
export const SIGN_IN_LIMITS = { perAccount: 5, perIp: 20, windowMs: 15 * 60_000 } as const;

export type SignInResult =
  | { ok: true; token: string; user: StaffIdentity }
  | { ok: false; refused: 'throttled' | 'credentials' | 'disabled' };

interface Deps {
  db: Database;
  staff: StaffService;
  sessions: SessionService;
  audit: AuditService;
  clock: Clock;
}

/**
 * The attempt counters live in the database (the rate_limits table, under `sign-in|`, whatever
 * RATE_LIMIT_STORE says), so every server process on it shares them. Each attempt takes its place
 * in one atomic statement before the slow password check: parallel guesses cannot all see the same
 * earlier count. A count holds the attempts that reached the check and did not succeed.
 */
function createAttemptCounter(db: Database, clock: Clock) {
  return {
    /**
     * Counts an attempt against each key in turn; false, and nothing counted, at the first key past
     * its limit. The keys after it are never touched: an address past its limit guessing new emails
     * adds no row per email, only its own count.
     */
    async take(limits: [key: string, max: number][]): Promise<boolean> {
      const now = sql`${clock().toISOString()}::timestamptz`;
      const counted: string[] = [];
      for (const [key, max] of limits) {
        const [hit] = rowsOf<{ count: number }>(
          await db.execute(hitQuery(key, SIGN_IN_LIMITS.windowMs, now)),
        );
        counted.push(key);
        if (Number(hit!.count) > max) {
          await this.giveBack(counted);
          return false;
        }
      }
      return true;
    },

    /** Takes an attempt back; a counter it leaves at nothing goes, so a refused attempt leaves no row. */
    async giveBack(keys: string[]) {
      await db
        .update(rateLimits)
        .set({ count: sql`${rateLimits.count} - 1` })
        .where(inArray(rateLimits.key, keys));
      await db
        .delete(rateLimits)
        .where(and(inArray(rateLimits.key, keys), lte(rateLimits.count, 0)));
    },
  };
}

export function createSignInService({ db, staff, sessions, audit, clock }: Deps) {
  const attempts = createAttemptCounter(db, clock);
  return async function signIn(
    { email, password }: SignIn,
    meta: { ip: string; userAgent?: string },
  ): Promise<SignInResult> {
    // Counted by the email typed, whether or not an account has it: the throttle tells nothing either.
    const target = `email:${email}`;
    // The address first: past its limit, the attempt never reaches the typed email's key.
    const keys: [string, number][] = [
      [`sign-in|ip:${normalizeIP(meta.ip, 64)}`, SIGN_IN_LIMITS.perIp],
      [`sign-in|${target}`, SIGN_IN_LIMITS.perAccount],
    ];
    // A throttled attempt keeps nothing but its count: an entry each would let anyone grow the
    // audit log without bound. The failures that led to the throttle are each audited.
    if (!(await attempts.take(keys))) return { ok: false, refused: 'throttled' };

    const user = await staff.findByEmail(email);
    const valid = await verifyPassword(user?.passwordHash, password);
    if (!user || !valid) {
      await audit.record({ action: 'sign_in_failed', target, ip: meta.ip });
      return { ok: false, refused: 'credentials' };
    }
    // Only the right password learns that the account is disabled: anyone else is told what a wrong
    // password is told, so the answer never says which emails have an account.
    if (user.disabledAt) {
      await audit.record({
        action: 'sign_in_refused_disabled',
        target: `staff:${user.id}`,
        ip: meta.ip,
      });
      return { ok: false, refused: 'disabled' };
    }
    // A success gives back its own attempt and no more: the owner's earlier mistakes still count, and
    // someone holding one account cannot clear an address's count between guesses at other accounts.
    await attempts.giveBack(keys.map(([key]) => key));
    const token = await sessions.start(user.id, meta);
    await audit.record({ action: 'sign_in', actor: user, target: `staff:${user.id}`, ip: meta.ip });
    return {
      ok: true,
      token,
      user: { id: user.id, email: user.email, name: user.name, role: user.role as StaffRole },
    };
  };
}
