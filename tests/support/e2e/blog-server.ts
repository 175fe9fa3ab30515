import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { BATCH_LEAD_MESSAGES } from '../../../shared/batches';
import type { BlogReader } from '../../../shared/page-locals';
import { webRoutes } from '../../../server/web/index';

/**
 * The built site served by the real web layer, with a BlogReader the test controls: the way to
 * see server-side failures (a database that cannot be read) in a real browser.
 */
export async function startBlogServer(reader: BlogReader) {
  // Loading the server bundle and the prerendered pages can take a while on a busy machine.
  const app = Fastify({ logger: false, pluginTimeout: 120_000 });
  let publicUrl = '';
  await app.register(webRoutes, {
    mode: 'production',
    https: false,
    pageContext: () => ({
      services: {
        blogs: reader,
        // No timetable: no batch is upcoming, and none a form names is known.
        batches: {
          upcomingBatches: async () => [],
          chosenBatch: async (id) => ({
            id,
            words: `Batch ${id}`,
            refusal: BATCH_LEAD_MESSAGES.unknown,
          }),
        },
      },
      publicUrl,
    }),
    staffOf: async () => null,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  publicUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { url: publicUrl, close: () => app.close() };
}
