import type { SignIn, StaffIdentity, StaffRole } from '../../../contract/admin';
import type { AuditService } from './audit';
import type { Clock } from './clock';
import { verifyPassword } from './passwords';
import type { SessionService } from './sessions';
import type { StaffService } from './staff';

/** Failed sign-ins allowed per account, and per client address, within the window. */
export const SIGN_IN_LIMITS = { perAccount: 5, perIp: 20, windowMs: 15 * 60_000 } as const;

export type SignInResult = { ok: true; token: string; user: StaffIdentity } | { ok: false; throttled: boolean };

interface Deps {
  staff: StaffService;
  sessions: SessionService;
  audit: AuditService;
  clock: Clock;
}

export function createSignInService({ staff, sessions, audit, clock }: Deps) {
  return async function signIn({ email, password }: SignIn, meta: { ip: string; userAgent?: string }): Promise<SignInResult> {
    // Failures are counted by the email typed, whether or not an account has it: the throttle tells nothing either.
    const target = `email:${email}`;
    const since = new Date(clock().getTime() - SIGN_IN_LIMITS.windowMs);
    const [byAccount, byIp] = await Promise.all([
      audit.countSince('sign_in_failed', since, { target }),
      audit.countSince('sign_in_failed', since, { ip: meta.ip }),
    ]);
    if (byAccount >= SIGN_IN_LIMITS.perAccount || byIp >= SIGN_IN_LIMITS.perIp) {
      await audit.record({ action: 'sign_in_throttled', target, ip: meta.ip });
      return { ok: false, throttled: true };
    }

    const user = await staff.findByEmail(email);
    const valid = await verifyPassword(user?.passwordHash, password);
    if (!user || !valid || user.disabledAt) {
      await audit.record({ action: 'sign_in_failed', target, ip: meta.ip });
      return { ok: false, throttled: false };
    }
    const token = await sessions.start(user.id, meta);
    await audit.record({ action: 'sign_in', actor: user, target: `staff:${user.id}`, ip: meta.ip });
    return { ok: true, token, user: { id: user.id, email: user.email, name: user.name, role: user.role as StaffRole } };
  };
}
