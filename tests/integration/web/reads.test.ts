import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../../server/services';
import { pageBatches } from '../../../server/web/page-batches';
import { recordingServices, type Read } from '../../../server/web/reads';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// The services a page is rendered with record what it reads: the page store keeps a page only when
// that is what the page declared (Astro.locals.declare), since it keeps it until one of those
// changes. Every page that reads the database is kept, so it declared enough: tests/e2e/page-cache.spec.ts.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

describe('what a page reads', () => {
  it('is recorded by the services a page is given: each call as a read of its table', async () => {
    const services = createServices(database.db);
    const reads: Read[] = [];
    const recorded = recordingServices(
      { blogs: services.blogs, batches: pageBatches(services) },
      (read) => reads.push(read),
    );
    await recorded.blogs.listBlogs({ page: 1, limit: 1, lang: 'en' });
    await recorded.batches.upcomingBatches();
    await recorded.batches.chosenBatch(1, 'en');
    expect(reads).toEqual(['blogs', 'batches', 'batches']);
  });
});
