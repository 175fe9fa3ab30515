import type { FastifyInstance } from 'fastify';
import type { AdminServices } from '../../services/admin';
import type { BatchAdmin } from '../../services/admin/batch-admin';
import type { ContentAdmin } from '../../services/admin/content';
import { adminOpenApiRoute } from '../openapi';
import { accountAdminRoutes } from './accounts';
import { accreditationAdminRoutes } from './accreditations';
import { authRoutes, SIGN_IN_PATH } from './auth';
import { batchAdminRoutes } from './batches';
import { blogAdminRoutes } from './blogs';
import { dashboardAdminRoutes } from './dashboard';
import { registerAdminCompression, registerAdminGuard } from './guard';
import { leadAdminRoutes } from './leads';
import { staffAdminRoutes } from './staff';
import { uploadAdminRoutes } from './uploads';

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
  await app.register(staffAdminRoutes, { admin });
  await app.register(blogAdminRoutes, { content });
  await app.register(accreditationAdminRoutes, { content });
  await app.register(batchAdminRoutes, { batches: batchAdmin, clock: admin.clock });
  await app.register(uploadAdminRoutes, { content, maxBytes: uploadMaxBytes });
  await app.register(accountAdminRoutes, { admin });
  await app.register(dashboardAdminRoutes, { admin });
}
