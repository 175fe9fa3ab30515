import type { FastifyInstance } from 'fastify';
import type { AdminServices } from '../../services/admin';
import { accountAdminRoutes } from './accounts';
import { authRoutes, SIGN_IN_PATH } from './auth';
import { dashboardAdminRoutes } from './dashboard';
import { registerAdminGuard } from './guard';
import { leadAdminRoutes } from './leads';
import { staffAdminRoutes } from './staff';

/** The staff console's API, inside the API scope (rate limit, same-origin check) with its own guard. */
export async function adminApiRoutes(app: FastifyInstance, { admin, secure }: { admin: AdminServices; secure: boolean }) {
  registerAdminGuard(app, admin, new Set([SIGN_IN_PATH]));
  await app.register(authRoutes, { admin, secure });
  await app.register(leadAdminRoutes, { admin });
  await app.register(staffAdminRoutes, { admin });
  await app.register(accountAdminRoutes, { admin });
  await app.register(dashboardAdminRoutes, { admin });
}
