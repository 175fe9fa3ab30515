import crypto from 'node:crypto';
import type { FormGuard } from '../../contract/leads';

// Quiet bot defences for the public forms. A bot that trips them is told "success" and nothing is
// stored or sent, so it learns nothing. A real visitor can never trip them by accident: a missing
// or unreadable token is ignored, and only a token that proves the form was sent too fast counts.

const sign = (secret: string, issuedAt: string) =>
  crypto.createHmac('sha256', secret).update(`form:${issuedAt}`).digest('base64url').slice(0, 32);

export function issueFormToken(secret: string, now = Date.now()): string {
  return `${now}.${sign(secret, String(now))}`;
}

/** Milliseconds since the token was issued, or undefined when the token is absent or not ours. */
export function tokenAge(
  secret: string,
  token: string | undefined,
  now = Date.now(),
): number | undefined {
  const match = token?.match(/^(\d{13})\.([\w-]{32})$/);
  if (!match) return undefined;
  const expected = Buffer.from(sign(secret, match[1]!));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given))
    return undefined;
  return now - Number(match[1]);
}

export function isLikelyBot(
  guard: FormGuard,
  secret: string,
  minFillMs: number,
  now = Date.now(),
): boolean {
  if (guard.fax && guard.fax.trim() !== '') return true;
  const age = tokenAge(secret, guard.form_token, now);
  return age !== undefined && age < minFillMs;
}
