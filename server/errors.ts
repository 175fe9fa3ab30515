import type { z } from 'zod';
import { fieldErrors } from '../contract/envelope';

/** Thrown when a request fails its contract schema; the error handler answers 400 with field errors. */
export class ValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly errors: Record<string, string>,
    /** What the visitor reads above the form; a refusal of one field may say it there too. */
    message = 'Please check the highlighted fields and try again.',
  ) {
    super(message);
  }
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(fieldErrors(result.error.issues));
  return result.data;
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
]);

/** True for errors that mean the database cannot be reached right now (restart, network), not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08')))
      return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed/i.test(
        message,
      )
    ) {
      return true;
    }
  }
  return false;
}
