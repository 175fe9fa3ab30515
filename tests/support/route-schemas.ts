import type { RouteOptions } from 'fastify';

// Every route declares its schema (Fastify's `schema`, zod from schemas/): its answers, and the
// params, body and query it reads, so that a request is checked before the route's code runs and
// the API documents describe all of it. Only what cannot have one is let off, with the reason.

/** Routes without a schema of their own, by what they are: the reason they are let off. */
export interface Exemptions {
  /** A route whose body has no schema (the reason), or undefined. */
  body?: (route: RouteOptions) => string | undefined;
  /** A route with no schema at all (the reason), or undefined. */
  whole?: (route: RouteOptions) => string | undefined;
}

const methodsOf = (route: RouteOptions) => [route.method].flat().map(String);
const READS_NO_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What each route lacks, as `METHOD url: missing`; empty when every route declares what it should. */
export function missingSchemas(routes: RouteOptions[], exempt: Exemptions = {}): string[] {
  const missing: string[] = [];
  for (const route of routes) {
    const name = `${methodsOf(route).join(',')} ${route.url}`;
    if (exempt.whole?.(route)) continue;
    const schema = route.schema as Record<string, unknown> | undefined;
    const lacks: string[] = [];
    if (!schema?.response || Object.keys(schema.response).length === 0) lacks.push('response');
    // A named parameter (`:id`) is checked by a params schema; a wildcard takes any rest of the path.
    if (/:\w/.test(route.url) && !schema?.params) lacks.push('params');
    // A route only for methods that send a body (not one answering every method, like a catch-all).
    const sendsBody = methodsOf(route).every((method) => !READS_NO_BODY.has(method));
    if (sendsBody && !schema?.body && !exempt.body?.(route)) lacks.push('body');
    if (lacks.length > 0) missing.push(`${name}: ${lacks.join(', ')}`);
  }
  return missing;
}

/** What the server registers without a schema of its own, and why. */
export const SERVER_EXEMPTIONS = {
  // The upload's body is a multipart stream, read and checked from its bytes by the route itself.
  body: (route: RouteOptions) =>
    route.url === '/api/admin/uploads' ? 'a multipart picture, checked from its bytes' : undefined,
} satisfies Exemptions;
