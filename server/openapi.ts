import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ApiFailureSchema } from '../schemas/envelope';
import { z } from '../schemas/zod';

export const OPENAPI_PATH = '/api/openapi.json';
export const ADMIN_OPENAPI_PATH = '/api/admin/openapi.json';

declare module 'fastify' {
  interface FastifyInstance {
    /** The staff console's API document (registerRouteSchemas). */
    adminSwagger(): Record<string, unknown>;
  }
}

const isConsoleApi = (url: string) => url.startsWith('/api/admin/');

/** Which document a route belongs in: the public API's, the console's, or neither (pages, files). */
const inDocument =
  (forConsole: boolean): SwaggerTransform =>
  (route) =>
    route.schema && route.url.startsWith('/api/') && isConsoleApi(route.url) === forConsole
      ? jsonSchemaTransform(route)
      : { schema: { hide: true }, url: route.url };

/**
 * Routes declare their params, query, body and responses as the zod schemas of schemas/ (Fastify's
 * own `schema` option): a request that fails its schema is refused with 400 before the handler runs,
 * and a response that fails its schema is never sent. @fastify/swagger collects the routes into two
 * OpenAPI documents, the public API's and the staff console's, so it must be registered before any route.
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
    transform: inDocument(false),
  });
  await app.register(fastifySwagger, {
    decorator: 'adminSwagger',
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Academy staff console API',
        version: '1.0.0',
        description:
          'What the staff console reads and changes: sign-in, leads, blogs, accreditations, batches, accounts, the audit log and the dashboard. Every route but sign-in needs a staff session; every change needs the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN.',
      },
    },
    transform: inDocument(true),
  });
}

/** An OpenAPI document, as far as its routes promise (the generator writes the rest). */
const OpenApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

const documentRoute = (
  path: string,
  read: (app: FastifyInstance) => object,
  cacheControl?: string,
) =>
  async function (app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().get(
      path,
      {
        schema: {
          hide: true,
          response: { 200: OpenApiDocumentSchema, '4xx': ApiFailureSchema },
        },
      },
      async (_request, reply) => {
        if (cacheControl) reply.header('cache-control', cacheControl);
        return read(app) as z.infer<typeof OpenApiDocumentSchema>;
      },
    );
  };

/** Serves the public document; an API route like the others (rate limited, JSON). */
export const openApiRoute = documentRoute(OPENAPI_PATH, (app) => app.swagger(), 'no-cache');

/** Serves the console's document, inside the console's guard: to signed-in staff only, never stored. */
export const adminOpenApiRoute = documentRoute(ADMIN_OPENAPI_PATH, (app) => app.adminSwagger());
