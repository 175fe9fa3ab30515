import type { FastifyInstance } from 'fastify';
// The public paths come from the same records as the route table (pure data, no React), as the sitemap's do.
import { COURSE_PATHS, EXTRA_PATHS, GENERAL_PATHS } from '../../content/paths';
import { VITALS_BODY_LIMIT_BYTES, VITALS_PATH } from '../../contract/vitals';
import { VitalsBeaconSchema } from '../../contract/vitals-beacon';
import type { Config } from '../config';
import { parseOrThrow, ValidationError } from '../errors';
import type { VitalsService } from '../services/vitals';

/** Every route a visitor's browser may report on: the public pages, and one pattern for all posts. */
export const VITAL_ROUTES: ReadonlySet<string> = new Set([...GENERAL_PATHS, ...EXTRA_PATHS, ...COURSE_PATHS, '/blogs/:id']);

/** sendBeacon posts a string as text/plain (a JSON content type would need a CORS preflight it cannot make). */
function beaconBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    throw new ValidationError({ body: 'The beacon is not JSON.' });
  }
}

export async function vitalsRoutes(app: FastifyInstance, { vitals, config }: { vitals: VitalsService; config: Config }) {
  const limit = {
    bodyLimit: VITALS_BODY_LIMIT_BYTES,
    config: { rateLimit: false as const },
    onRequest: app.rateLimit({ max: config.RATE_LIMIT_VITALS_MAX, timeWindow: config.RATE_LIMIT_VITALS_WINDOW_MS, limiter: 'vitals' }),
  };

  app.post(VITALS_PATH, limit, async (request, reply) => {
    const beacon = parseOrThrow(VitalsBeaconSchema, beaconBody(request.body));
    // A page that is not in the route table (a 404 page, a since-removed course) teaches nothing: accepted, not kept.
    if (VITAL_ROUTES.has(beacon.route)) await vitals.record(beacon);
    return reply.status(204).send();
  });
}
