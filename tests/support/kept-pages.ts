import Fastify from 'fastify';
import type { PageSource } from '../../shared/page-locals';
import type { DatabaseHandle } from '../../server/db/connect';
import { createServices } from '../../server/services';
import { keepPagesCurrent } from '../../server/web/change-notices';
import { PageStore } from '../../server/web/page-store';
import { pageBatches } from '../../server/web/page-batches';
import { recordingServices, type Read } from '../../server/web/reads';

/**
 * A server's page store on a database handle, kept current by the database's notices, behind a real
 * Fastify server with three pages that render the posts' titles as the site's loaders read them
 * (through the recording services): `/posts` declares the posts, `/story` reads and declares
 * nothing, `/sneaky` reads the posts without declaring them. `x-page-cache` says hit or miss.
 */
export async function startKeptPages(database: DatabaseHandle) {
  const errors: string[] = [];
  const store = new PageStore({ maxEntries: 100, maxBytes: 1 << 20, header: true, https: false });
  const server = Fastify({
    logger: {
      level: 'error',
      stream: { write: (line: string) => void errors.push(JSON.parse(line).msg as string) },
    },
  });
  const services = createServices(database.db);
  /** How many times each address was rendered. */
  const renders = new Map<string, number>();
  const page = (url: string, declared: PageSource[], readsPosts: boolean) =>
    server.get(url, (request, reply) =>
      store.respond(request, reply, async () => {
        renders.set(request.url, (renders.get(request.url) ?? 0) + 1);
        const reads = new Set<Read>();
        const { blogs } = recordingServices(
          { blogs: services.blogs, batches: pageBatches(services) },
          (read) => reads.add(read),
        );
        const titles = readsPosts
          ? (await blogs.listBlogs({ page: 1, limit: 50 })).blogs.map((post) => post.title)
          : ['Our story'];
        const body = Buffer.from(
          `<!doctype html><html><body>${titles.map((title) => `<h2>${title}</h2>`).join('')}<script>1</script></body></html>`,
        );
        return {
          rendering: {
            status: 200,
            headers: [['content-type', 'text/html; charset=utf-8']],
            cookies: [],
            type: 'text/html; charset=utf-8',
            body,
          },
          reads,
          declared: new Set(declared),
        };
      }),
    );
  page('/posts', ['blogs'], true);
  page('/story', [], false);
  page('/sneaky', [], true);
  const listener = await keepPagesCurrent(database, store);

  const get = async (url: string) => {
    const response = await server.inject({ url });
    return {
      cache: response.headers['x-page-cache'],
      body: response.body,
      csp: String(response.headers['content-security-policy']),
    };
  };
  return {
    get,
    cacheOf: async (url: string) => (await get(url)).cache,
    /** What the server logged as errors. */
    errors,
    renders,
    async close() {
      await listener.stop();
      await server.close();
    },
  };
}
export type KeptPages = Awaited<ReturnType<typeof startKeptPages>>;
