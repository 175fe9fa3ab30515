import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SpamReason } from '../../schemas/admin';
import type { FormGuard } from '../../schemas/leads';
import type { Config } from '../config';
import { sayingError } from '../plugins/error-handler';

// Quiet bot defences for the public forms. None of them can lose a person's lead: what they suspect
// is stored, held apart as suspected spam with the reason, and staff are told nothing until they
// release it; the sender reads the same answer as anyone (it was received), so a bot learns nothing
// and a quick person is told the truth. Only a flood past the forms' ceiling is refused (429).

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

/**
 * Why a send is suspected spam, or undefined for a lead staff are told about. A missing or
 * unreadable token counts for nothing: only one that proves the form was sent too fast does.
 */
export function spamReason(
  guard: FormGuard,
  { secret, minFillMs, overRate, now = Date.now() }: SpamChecks,
): SpamReason | undefined {
  if (guard.fax && guard.fax.trim() !== '') return 'honeypot';
  const age = tokenAge(secret, guard.form_token, now);
  if (age !== undefined && age < minFillMs) return 'too-fast';
  return overRate ? 'rate' : undefined;
}

interface SpamChecks {
  secret: string;
  minFillMs: number;
  /** The sender's address is past RATE_LIMIT_FORMS_MAX in the window. */
  overRate: boolean;
  now?: number;
}

/** Sends whose address was past RATE_LIMIT_FORMS_MAX in the window when they arrived. */
const pastFormLimit = new WeakSet<FastifyRequest>();
export const isOverRate = (request: FastifyRequest) => pastFormLimit.has(request);

/**
 * The forms' budget per client address, route options to spread onto each form's route (stricter
 * than the API's own limit, which they replace): RATE_LIMIT_FORMS_MAX sends in the window are leads;
 * RATE_LIMIT_FORMS_SPAM_MAX more are kept as suspected spam (isOverRate), for a busy front office
 * behind one address is still people; past both, 429 and nothing is stored, since keeping an
 * unbounded flood would fill the database.
 */
export function formRateLimit(
  app: FastifyInstance,
  config: Pick<
    Config,
    'RATE_LIMIT_FORMS_MAX' | 'RATE_LIMIT_FORMS_SPAM_MAX' | 'RATE_LIMIT_FORMS_WINDOW_MS'
  >,
) {
  const count = app.createRateLimit({
    max: config.RATE_LIMIT_FORMS_MAX + config.RATE_LIMIT_FORMS_SPAM_MAX,
    timeWindow: config.RATE_LIMIT_FORMS_WINDOW_MS,
    limiter: 'forms',
  });
  return {
    config: { rateLimit: false as const },
    async onRequest(request: FastifyRequest, reply: FastifyReply) {
      const hits = await count(request);
      if (hits.isAllowed) return;
      if (hits.isExceeded) {
        reply.header('retry-after', hits.ttlInSeconds);
        throw sayingError('tooManyLeads', 429);
      }
      if (hits.max - hits.remaining > config.RATE_LIMIT_FORMS_MAX) pastFormLimit.add(request);
    },
  };
}
