import type { ServerOptions } from 'node:http';
import type { Config } from '../config';

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
    http: {
      maxHeaderSize: config.MAX_HEADER_BYTES,
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(5_000, Math.max(100, Math.floor(config.HEADERS_TIMEOUT_MS / 4))),
    } satisfies ServerOptions,
  };
}
