import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardQuerySchema, DashboardResponseSchema } from '../../schemas/dashboard';
import { ApiFailureSchema } from '../../schemas/envelope';
import type { AdminServices } from './console-services';

/** The console's figures: leads per week, by course and source, the period's funnel and first responses, vitals p75, undelivered notifications. */
export async function dashboardAdminRoutes(
  instance: FastifyInstance,
  { admin }: { admin: AdminServices },
) {
  instance.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/dashboard',
    {
      schema: {
        querystring: DashboardQuerySchema,
        response: { 200: DashboardResponseSchema, '4xx': ApiFailureSchema },
      },
    },
    async (request) => ({
      success: true as const,
      dashboard: await admin.dashboard.read(request.query),
    }),
  );
}
