import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/api/openapi.json';

/**
 * The public API: the console's routes, routes that declare no schema (files), and pages are left out
 * (a form's page takes its form's route, form-encoded: ADR 0017).
 */
const isPublicApi = (url: string, schema: unknown) =>
  schema !== undefined && url.startsWith('/api/') && !url.startsWith('/api/admin');

/**
 * Routes declare their body, query and response as the zod schemas of contract/ (Fastify's own `schema`
 * option): a body that fails its schema is refused with 400 before the handler runs, and a response that
 * fails its schema is never sent. @fastify/swagger collects the routes into an OpenAPI document, so it
 * must be registered before any route.
 */
export async function registerRouteSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Academy website public API',
        version: '1.0.0',
        description:
          'The forms, blogs, accreditations, web vitals and health of the public website.',
      },
    },
    transform: (route) =>
      isPublicApi(route.url, route.schema)
        ? jsonSchemaTransform(route)
        : { schema: { hide: true }, url: route.url },
  });
}

/** Serves the document; an API route like the others (rate limited, JSON). */
export async function openApiRoute(app: FastifyInstance) {
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
}
