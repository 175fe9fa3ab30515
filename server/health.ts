import type { FastifyInstance } from 'fastify';
import { HealthDownSchema, HealthSchema } from '../schemas/health';
import type { DatabaseHandle } from './db/connect';

const PING_TIMEOUT_MS = 2_000;

export async function healthRoutes(
  app: FastifyInstance,
  { database }: { database: DatabaseHandle },
) {
  // Load balancers poll this: never rate limited.
  app.get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: { response: { 200: HealthSchema, 503: HealthDownSchema } },
    },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          database.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
          }),
        ]);
        return { success: true, status: 'ok', database: 'up' };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database down');
        return reply.status(503).send({
          success: false,
          status: 'unavailable',
          database: 'down',
          message: 'The database cannot be reached.',
        });
      } finally {
        clearTimeout(timer);
      }
    },
  );
}
