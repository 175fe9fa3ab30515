import type { FastifyInstance } from 'fastify';
import type { AdminServices } from '../../services/admin';

/** The console's figures: leads per week, by course and source, vitals p75, undelivered notifications. */
export async function dashboardAdminRoutes(
  app: FastifyInstance,
  { admin }: { admin: AdminServices },
) {
  app.get('/api/admin/dashboard', async () => ({
    success: true,
    dashboard: await admin.dashboard.read(),
  }));
}
