import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES, type ServerMessage } from '../../shared/content/server-messages';
import { serverMessagesIn } from '../../shared/content/texts';
import { StaleEditError, ValidationError, isDatabaseUnavailable } from '../errors';
import { requestLang } from '../leads/request-lang';

/** The English answers; a visitor's are in the request's language (SERVER_MESSAGES and its twins). */
export const MESSAGES = {
  ...SERVER_MESSAGES,
  notFound: 'Not found.',
  badJson: 'The request body is not valid JSON.',
  badContentType: 'Send the request as application/json.',
} as const;

/** An error whose answer is one of the visitor's messages, told in the request's language. */
export const sayingError = (saying: ServerMessage, statusCode: number) =>
  Object.assign(new Error(SERVER_MESSAGES[saying]), { statusCode, saying });

/** The database's own description of a failure: codes and names, never a value. */
const DATABASE_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'routine',
] as const;
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * What the log may keep of an error. A failed query's error carries the values it was sent (Drizzle
 * puts its parameters in the message, and PostgreSQL its failing row in `detail`): a visitor's name,
 * email and phone. For those only the statement, the database's codes and the stack frames are kept.
 */
export function loggableError(error: unknown): {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
} {
  const chain: Record<string, unknown>[] = [];
  for (
    let e = error;
    e && typeof e === 'object' && chain.length < 5;
    e = (e as { cause?: unknown }).cause
  )
    chain.push(e as Record<string, unknown>);
  const top = chain[0] ?? {};
  const type = (top.constructor as { name?: string } | undefined)?.name ?? typeof error;
  const fromDatabase = chain.some(
    (e) => 'params' in e || (typeof e.code === 'string' && SQLSTATE.test(e.code)),
  );
  if (!fromDatabase)
    return {
      type,
      message: String(top.message ?? error),
      stack: String(top.stack ?? ''),
      code: top.code,
    };
  // The frames say where; the stack's first line is the message, which holds the values.
  const frames = String(top.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  const out = {
    type,
    message: 'query failed (its values are not logged)',
    query: chain.find((e) => typeof e.query === 'string')?.query,
    stack: frames,
  };
  for (const field of DATABASE_FIELDS)
    Object.assign(out, { [field]: chain.find((e) => e[field] !== undefined)?.[field] });
  return out;
}

/** Each refused field's first reason, keyed by its path (`courses.0`), as fieldErrors names them. */
function schemaRefusal(
  issues: readonly { instancePath: string; message?: string }[],
): ValidationError {
  const errors: Record<string, string> = {};
  for (const issue of issues)
    errors[issue.instancePath.slice(1).replaceAll('/', '.') || '_'] ??=
      issue.message ?? 'Invalid value.';
  return new ValidationError(errors);
}

/**
 * Shapes every API error as `{ success: false, message }`; 5xx never leak internals but name the
 * request id, which the log line carries too, so staff can find what went wrong.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { saying?: ServerMessage }, request, reply) => {
    const says = serverMessagesIn(requestLang(request));
    // A body, query or parameter that fails its route's schema: the same answer as one a handler refuses.
    const refused = hasZodFastifySchemaValidationErrors(error)
      ? schemaRefusal(error.validation)
      : error;
    if (refused instanceof ValidationError) {
      return reply
        .status(400)
        .send({ success: false, message: refused.message, errors: refused.errors });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ success: false, message: says.unavailable, requestId: request.id });
    }
    // A body that is not JSON is bad input like any other: 400, as the forms expect.
    const status =
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? 400
        : error.statusCode && error.statusCode >= 400
          ? error.statusCode
          : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(status)
        .send({ success: false, message: says.internal, requestId: request.id });
    }
    const message = error.saying
      ? says[error.saying]
      : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? says.tooLarge
        : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? MESSAGES.badJson
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? MESSAGES.badContentType
            : error.message;
    return reply
      .status(status)
      .send({ success: false, message, ...(error instanceof StaleEditError && { stale: true }) });
  });
}
