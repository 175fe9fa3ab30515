import type { FastifyInstance } from 'fastify';

export const TOO_DEEP_MESSAGE = 'The request body is nested too deeply.';

/** True when the JSON text nests arrays and objects deeper than `max`; stops reading as soon as it does. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}

/**
 * JSON bodies are parsed by Fastify's own parser (secure-json-parse: no __proto__ or constructor
 * keys), which has no depth limit; a body nested thousands deep is refused with 400 before it is
 * parsed, so no handler or schema ever walks it.
 */
export function registerJsonDepthLimit(scope: FastifyInstance, maxDepth: number) {
  const parse = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request, body: string, done) => {
      if (nestsDeeperThan(body, maxDepth)) {
        done(
          Object.assign(new Error(TOO_DEEP_MESSAGE), {
            statusCode: 400,
            code: 'ACADEMY_JSON_TOO_DEEP',
          }),
          undefined,
        );
        return;
      }
      parse(request, body, done);
    },
  );
}
