import type { FastifyInstance } from 'fastify';
import type { AdminServices } from './console-services';
import type { BatchAdmin } from '../batches/batch-admin';
import type { ContentAdmin } from '../blogs/posts-console';
import { adminOpenApiRoute } from '../openapi';
import { accountAdminRoutes } from './account-routes';
import { accreditationAdminRoutes } from '../accreditations/console-routes';
import { authRoutes, SIGN_IN_PATH } from './auth-routes';
import { batchAdminRoutes } from '../batches/console-routes';
import { blogAdminRoutes } from '../blogs/console-routes';
import { dashboardAdminRoutes } from './dashboard-routes';
import { registerAdminCompression, registerAdminGuard } from './guard';
import { leadAdminRoutes } from '../leads/console/routes';
import { leadContactRoutes } from '../leads/console/contact-routes';
import { leadOwnerRoutes } from '../leads/console/owner-routes';
import { leadMergeRoutes } from '../leads/console/merge-routes';
import { staffAdminRoutes } from './staff-routes';
import { uploadAdminRoutes } from '../uploads/console-routes';

interface AdminApiOptions {
  admin: AdminServices;
  secure: boolean;
  content: ContentAdmin;
  batchAdmin: BatchAdmin;
  uploadMaxBytes: number;
}

/** The staff console's API, inside the API scope (rate limit, same-origin check) with its own guard. */
export async function adminApiRoutes(
  app: FastifyInstance,
  { admin, secure, content, batchAdmin, uploadMaxBytes }: AdminApiOptions,
) {
  registerAdminGuard(app, admin, new Set([SIGN_IN_PATH]));
  registerAdminCompression(app);
  await app.register(adminOpenApiRoute);
  await app.register(authRoutes, { admin, secure });
  await app.register(leadAdminRoutes, { admin });
  await app.register(leadContactRoutes, { admin });
  await app.register(leadOwnerRoutes, { admin });
  await app.register(leadMergeRoutes, { admin });
  await app.register(staffAdminRoutes, { admin });
  await app.register(blogAdminRoutes, { content });
  await app.register(accreditationAdminRoutes, { content });
  await app.register(batchAdminRoutes, { batches: batchAdmin, clock: admin.clock });
  await app.register(uploadAdminRoutes, { content, maxBytes: uploadMaxBytes });
  await app.register(accountAdminRoutes, { admin });
  await app.register(dashboardAdminRoutes, { admin });
}
