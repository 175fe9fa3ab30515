import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

// A proxy's id is kept only from a proxy we trust, and only when it is plainly an id: anything else
// could forge log lines or another request's identity.
const ACCEPTABLE_ID = /^[\w.:-]{1,128}$/;

/** Every request gets an id that its log lines carry (Fastify's reqId) and that its response names. */
export function requestIdOptions(
  trustProxy: boolean,
): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> {
  return {
    requestIdHeader: false,
    genReqId(request) {
      const incoming = trustProxy ? request.headers[REQUEST_ID_HEADER] : undefined;
      return typeof incoming === 'string' && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
    },
  };
}

const requestContext = new AsyncLocalStorage<string>();

/** The id of the request whose work is running now, so a process-level error can name it. */
export const currentRequestId = (): string | undefined => requestContext.getStore();

/** The id goes on the raw response, so it reaches replies the website writes itself. */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    // Everything this request starts from here on (timers, promises) runs in its context.
    requestContext.enterWith(request.id);
    done();
  });
}
