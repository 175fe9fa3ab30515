import { STATUS_CODES, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from '../config';

/** What the HTTP parser refuses before Fastify sees a request, by Node's error code; anything else is 400. */
const CLIENT_ERRORS: Record<string, [status: number, message: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
};

/**
 * Answers a request the HTTP parser refused (headers too large or too slow, malformed) in the API's
 * failure shape, as every other error is, then closes the connection, as Fastify's own handler does.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  // A reset connection has nobody to tell.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request is malformed.'];
  const body = JSON.stringify({ success: false, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * The HTTP server's size and time limits. Node checks the request and headers timeouts on a timer
 * (every 30 s by default), so it runs often enough for the shortest of them to mean what it says.
 */
export function serverLimits(config: Config) {
  return {
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    clientErrorHandler: answerClientError,
    http: {
      maxHeaderSize: config.MAX_HEADER_BYTES,
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(
        5_000,
        Math.max(100, Math.floor(config.HEADERS_TIMEOUT_MS / 4)),
      ),
    } satisfies ServerOptions,
  };
}
