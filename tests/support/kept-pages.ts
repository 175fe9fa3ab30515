import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { PageSource } from '../../shared/page-locals';
import type { DatabaseHandle } from '../../server/db/connect';
import { createServices } from '../../server/services';
import { keepPagesCurrent } from '../../server/web/change-notices';
import { calendarRoutes } from '../../server/batches/calendar';
import { declaredQuery } from '../../server/web/page-key';
import { pageBatches } from '../../server/web/page-batches';
import { PageStore, type PageStoreOptions } from '../../server/web/page-store';
import { recordingServices, type Read } from '../../server/web/reads';

/**
 * A server's page store on a database handle, kept current by the database's notices, behind a real
 * Fastify server with pages that render the posts' titles as the site's loaders read them (through
 * the recording services): `/posts` declares the posts and reads the `page` parameter, `/story` reads
 * and declares nothing, `/sneaky` reads the posts without declaring them, and `/gone/…` is not found.
 * The calendar feeds are served by their own routes on the same store. `x-page-cache` says hit or miss.
 */
export async function startKeptPages(
  database: DatabaseHandle,
  options: Partial<PageStoreOptions> = {},
) {
  const errors: string[] = [];
  const store = new PageStore({
    maxEntries: 100,
    maxBytes: 1 << 20,
    maxVariants: 10,
    header: true,
    https: false,
    ...options,
  });
  const server = Fastify({
    logger: {
      level: 'error',
      stream: { write: (line: string) => void errors.push(JSON.parse(line).msg as string) },
    },
  });
  // The calendar routes declare their answers as zod schemas, as the app's do.
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  const services = createServices(database.db);
  /** How many times each page was rendered, by its path and the parameters it read. */
  const renders = new Map<string, number>();
  const page = (
    url: string,
    declared: PageSource[],
    readsPosts: boolean,
    { params = [] as string[], status = 200 } = {},
  ) =>
    server.get(url, (request, reply) =>
      store.respond(request, reply, async (asked) => {
        const query = declaredQuery(asked.query, params).toString();
        const rendered = query ? `${asked.path}?${query}` : asked.path;
        renders.set(rendered, (renders.get(rendered) ?? 0) + 1);
        const reads = new Set<Read>();
        const { blogs } = recordingServices(
          { blogs: services.blogs, batches: pageBatches(services) },
          (read) => reads.add(read),
        );
        const titles = readsPosts
          ? (await blogs.listBlogs({ page: 1, limit: 50, lang: 'en' })).blogs.map(
              (post) => post.title,
            )
          : ['Our story'];
        const body = Buffer.from(
          `<!doctype html><html><body><p>${rendered}</p>${titles.map((title) => `<h2>${title}</h2>`).join('')}<script>1</script></body></html>`,
        );
        return {
          rendering: {
            status,
            headers: [['content-type', 'text/html; charset=utf-8']],
            cookies: [],
            type: 'text/html; charset=utf-8',
            body,
          },
          reads,
          declared: new Set(declared),
          params: new Set(params),
        };
      }),
    );
  page('/posts', ['blogs'], true, { params: ['page'] });
  page('/story', [], false);
  page('/sneaky', [], true);
  page('/gone/*', [], false, { status: 404 });
  await server.register(calendarRoutes, {
    batches: services.batches,
    publicUrl: 'http://localhost:3000',
    pageStore: store,
  });
  const listener = await keepPagesCurrent(database, store);

  const get = async (url: string) => {
    const response = await server.inject({ url });
    return {
      status: response.statusCode,
      cache: response.headers['x-page-cache'],
      body: response.body,
      csp: String(response.headers['content-security-policy']),
    };
  };
  return {
    get,
    cacheOf: async (url: string) => (await get(url)).cache,
    /** A request with headers of its own, answered as sent (compressed bodies are not decoded). */
    inject: (url: string, headers: Record<string, string>) => server.inject({ url, headers }),
    /** What the server logged as errors. */
    errors,
    renders,
    store,
    async close() {
      await listener.stop();
      await server.close();
    },
  };
}
export type KeptPages = Awaited<ReturnType<typeof startKeptPages>>;
