import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routes from '../../app/routes';
import { ASTRO_PATHS, EXTRA_PATHS, GENERAL_PATHS } from '../../content/paths';
import type { AppContext } from '../../contract/load-context';
import { createServices } from '../../server/services';
import { declaredReads, recordingServices, routeMatcher, type Read } from '../../server/web/reads';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

// Every public page's loaders (the root's and its route's), run on a real database with the services
// the server hands them, which record what they read: a page may read only what its route declares
// in its handle, since the server keeps it until one of those changes (server/web/page-store.ts).

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

/** The route modules as the build lists them: id, parent, path and module. */
async function builtRoutes(): Promise<ServerBuild['routes']> {
  const built: ServerBuild['routes'] = { root: { id: 'root', path: '', module: (await import('../../app/root')) as never } };
  const add = async (entries: RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.tsx$/, '');
      built[id] = { id, parentId, path: entry.path, index: entry.index, module: (await import(/* @vite-ignore */ path.resolve('app', entry.file))) as never };
      await add(entry.children ?? [], id);
    }
  };
  await add(routes, 'root');
  return built;
}

describe('what a page reads', () => {
  it('is declared by its route, for every public page', async () => {
    const match = routeMatcher(await builtRoutes());
    const services = createServices(database.db);
    // Astro's pages (the course pages among them) declare what they read as they render
    // (Astro.locals.declare, ADR 0014): the page store refuses to keep one that read more
    // (tests/integration/page-store.test.ts).
    const paths = [...GENERAL_PATHS, ...EXTRA_PATHS].filter((p) => !ASTRO_PATHS.includes(p));
    const undeclared: Record<string, Read[]> = {};
    for (const path of paths) {
      const url = new URL(path, 'https://academy.example');
      const matches = match(url.pathname);
      expect(matches.length, path).toBeGreaterThan(1);
      const reads = new Set<Read>();
      const context: AppContext = { services: recordingServices({ blogs: services.blogs, batches: services.batches }, (read) => reads.add(read)), publicUrl: url.origin };
      for (const { module, params } of matches) {
        // A loader that answers 404 or 503 throws its response: what it read is recorded all the same.
        await Promise.resolve(module.loader?.({ request: new Request(url), params, context } as never)).catch(() => {});
      }
      const declared = declaredReads(matches);
      const extra = [...reads].filter((read) => !declared.has(read as never));
      if (extra.length > 0) undeclared[path] = extra;
    }
    expect(undeclared).toEqual({});
  });

  it('is recorded by the services a page is given: each call as a read of its table', async () => {
    const services = createServices(database.db);
    const reads: Read[] = [];
    const recorded = recordingServices({ blogs: services.blogs, batches: services.batches }, (read) => reads.push(read));
    await recorded.blogs.listBlogs({ page: 1, limit: 1 });
    await recorded.batches.upcomingBatches();
    expect(reads).toEqual(['blogs', 'batches']);
  });
});
