import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiFailureSchema } from '../../schemas/envelope';
// The public paths come from the same records as the route table (pure data, no React), as the sitemap's do.
import { COURSE_PATHS, EXTRA_PATHS, GENERAL_PATHS } from '../../shared/paths';
import { VITALS_BODY_LIMIT_BYTES, VITALS_PATH } from '../../shared/vitals';
import { VitalsBeaconSchema } from '../../schemas/vitals-beacon';
import { z } from '../../schemas/zod';
import type { Config } from '../config';
import { ValidationError } from '../errors';
import type { VitalsService } from './vitals-store';

/** Every route a visitor's browser may report on: the public pages, and one pattern for all posts. */
export const VITAL_ROUTES: ReadonlySet<string> = new Set([
  ...GENERAL_PATHS,
  ...EXTRA_PATHS,
  ...COURSE_PATHS,
  '/blogs/:id',
]);

export async function vitalsRoutes(
  instance: FastifyInstance,
  { vitals, config }: { vitals: VitalsService; config: Config },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // sendBeacon posts a string as text/plain (a JSON content type would need a CORS preflight it cannot
  // make): read as JSON here, so the route's schema checks the beacon whichever way it came.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new ValidationError({ body: 'The beacon is not JSON.' }), undefined);
    }
  });
  const limit = {
    bodyLimit: VITALS_BODY_LIMIT_BYTES,
    config: { rateLimit: false as const },
    onRequest: app.rateLimit({
      max: config.RATE_LIMIT_VITALS_MAX,
      timeWindow: config.RATE_LIMIT_VITALS_WINDOW_MS,
      limiter: 'vitals',
    }),
  };

  app.post(
    VITALS_PATH,
    {
      ...limit,
      schema: {
        body: VitalsBeaconSchema,
        response: {
          204: z.null().describe('Recorded, or ignored for a page outside the route table.'),
          '4xx': ApiFailureSchema,
        },
      },
    },
    async (request, reply) => {
      const beacon = request.body;
      // A page that is not in the route table (a 404 page, a since-removed course) teaches nothing: accepted, not kept.
      if (VITAL_ROUTES.has(beacon.route)) await vitals.record(beacon);
      return reply.status(204).send(null);
    },
  );
}
