import { staleMessage, type EditedThing } from '../schemas/admin';
/** A request refused for its fields: the error handler answers 400 with the field errors. */
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

/** A console save made from an older reading than the row's own (services/admin/versions.ts): 409, `stale`. */
export class StaleEditError extends Error {
  readonly statusCode = 409;
  constructor(thing: EditedThing) {
    super(staleMessage(thing));
  }
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
