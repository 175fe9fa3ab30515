import type { FastifyError, FastifyInstance } from 'fastify';
import { ValidationError, isDatabaseUnavailable } from '../errors';

export const MESSAGES = {
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  internal: 'Something went wrong on our side. Please try again later.',
  notFound: 'Not found.',
  tooLarge: 'The request is too large.',
  badJson: 'The request body is not valid JSON.',
  badContentType: 'Send the request as application/json.',
} as const;

/**
 * Shapes every API error as `{ success: false, message }`; 5xx never leak internals but name the
 * request id, which the log line carries too, so staff can find what went wrong.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ValidationError) {
      return reply.status(400).send({ success: false, message: error.message, errors: error.errors });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ success: false, message: MESSAGES.unavailable, requestId: request.id });
    }
    // A body that is not JSON is bad input like any other: 400, as the forms expect.
    const status = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 400 : error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ success: false, message: MESSAGES.internal, requestId: request.id });
    }
    const message =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? MESSAGES.tooLarge
        : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? MESSAGES.badJson
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? MESSAGES.badContentType
            : error.message;
    return reply.status(status).send({ success: false, message });
  });
}
