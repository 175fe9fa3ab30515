import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/connect';
import { rowsOf } from '../../../server/db/rows';
import { createAuditService } from '../../../server/console/audit';
import { createBlogEditor } from '../../../server/blogs/blog-editor';
import { createStaffService } from '../../../server/console/staff';
import { startKeptPages, type KeptPages } from '../../support/kept-pages';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// The page store of a server, told of changes by the database (the triggers of migration
// 0003_page_notices and LISTEN), on a real database. Another server's changes, the console's and an
// operator's plain SQL alike, drop the pages that declared the table; a page that declares nothing
// stays. On PostgreSQL the writer and the server hold separate handles (each its own pool and
// listening connection, as two processes would); on PGlite, one process, they share one.

let database: TestDatabase;
let other: DatabaseHandle;
let pages: KeptPages;
let writer: ReturnType<typeof createBlogEditor>;
let actor: { id: number; email: string };

beforeAll(async () => {
  database = await createTestDatabase();
  other = await database.another();
  pages = await startKeptPages(other);
  const staff = await createStaffService(database.db).create({
    email: 'notices@academy.example',
    name: 'Notices',
    role: 'staff',
    password: 'a long staff password',
  });
  actor = { id: staff.id, email: staff.email };
  const clock = () => new Date();
  writer = createBlogEditor(database.db, { audit: createAuditService(database.db, clock), clock });
});
afterAll(async () => {
  await pages?.close();
  await other?.close();
  await database?.dispose();
});

const get = (url: string) => pages.get(url);
const cacheOf = (url: string) => pages.cacheOf(url);
/** The page once the notice has arrived: the first request that finds the kept copy gone. */
const rerendered = (url: string) =>
  expect.poll(() => cacheOf(url), { timeout: 10_000 }).toBe('miss');

describe('kept pages and the database notices', () => {
  it('keeps one copy of a page, its inline script named by hash', async () => {
    // Listening on PostgreSQL starts on its own connection: pages are kept once it listens.
    await expect
      .poll(async () => [await cacheOf('/story'), await cacheOf('/story')])
      .toEqual(['miss', 'hit']);
    const first = await get('/posts');
    const second = await get('/posts');
    expect([first.cache, second.cache]).toEqual(['miss', 'hit']);
    expect(second.body).toBe(first.body);
    expect(first.csp).toMatch(
      /script-src 'self' 'sha256-[^']+'$|script-src 'self' 'sha256-[^']+';/,
    );
  });

  it('drops the pages that read posts when plain SQL changes one, and keeps the page that declares nothing', async () => {
    await get('/posts');
    await get('/story');
    await database.db.execute(
      sql`update blogs set title = 'Changed by an operator' where id = (select max(id) from blogs where published)`,
    );
    await rerendered('/posts');
    expect((await get('/posts')).body).toContain('Changed by an operator');
    expect(await cacheOf('/story')).toBe('hit');
    await database.db.execute(sql`delete from blogs where title = 'Changed by an operator'`);
    await rerendered('/posts');
    expect((await get('/posts')).body).not.toContain('Changed by an operator');
    expect(await cacheOf('/story')).toBe('hit');
  });

  it('drops them when another server saves a post through the console', async () => {
    await get('/posts');
    const post = await writer.create(
      {
        title: 'Saved in the console',
        content: '<p>Body</p>',
        featured_image: '/images/blogs/blog-1.webp',
        lang: 'en',
      },
      actor,
      '127.0.0.1',
    );
    const published = await writer.setPublished(post.id, true, post.version, actor, '127.0.0.1');
    await expect
      .poll(async () => (await get('/posts')).body, { timeout: 10_000 })
      .toContain('Saved in the console');
    await writer.remove(post.id, published!.version, actor, '127.0.0.1');
    await expect
      .poll(async () => (await get('/posts')).body, { timeout: 10_000 })
      .not.toContain('Saved in the console');
    expect(await cacheOf('/story')).toBe('hit');
  });

  it('renders a page once for the requests that miss it together, and gives them all that copy', async () => {
    // The notices of the posts changed above may still be on their way (on PostgreSQL they come on
    // another connection): a late one would drop the copy made here. Kept twice running, they are in.
    await expect
      .poll(async () => [await cacheOf('/posts'), await cacheOf('/posts')], { timeout: 10_000 })
      .toEqual(['hit', 'hit']);
    const answers = await Promise.all(Array.from({ length: 10 }, () => get('/posts?page=9')));
    expect(pages.renders.get('/posts?page=9')).toBe(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await cacheOf('/posts?page=9')).toBe('hit');
  });

  it('never keeps a page that read what it did not declare, and says so', async () => {
    expect([await cacheOf('/sneaky'), await cacheOf('/sneaky')]).toEqual(['miss', 'miss']);
    expect(pages.errors).toContain(
      'page store: /sneaky read blogs without declaring it (Astro.locals.declare), so it is not kept',
    );
  });
  it('keeps the calendar feeds like pages, and drops them when a batch changes, by plain SQL too', async () => {
    const feeds = ['/courses/batches.ics', '/courses/diploma-mastery-fm.ics'];
    for (const feed of feeds) {
      const [first, second] = [await get(feed), await get(feed)];
      expect([first.status, first.cache, second.cache], feed).toEqual([200, 'miss', 'hit']);
      expect(second.body).toBe(first.body);
    }
    const { id } = rowsOf<{ id: number }>(
      await database.db.execute(sql`
        insert into batches (course, centre, mode, start_date, end_date, start_time, time_zone, schedule, language)
        values ('diploma-mastery-fm', 'dubai', 'Classroom', current_date + 40, current_date + 90,
          '09:00', 'Asia/Dubai', 'Weekends', 'English')
        returning id`),
    )[0]!;
    for (const feed of feeds)
      await expect
        .poll(async () => (await get(feed)).body, { timeout: 10_000 })
        .toContain(`UID:batch-${id}@localhost:3000`);
    expect(await cacheOf('/story')).toBe('hit');
    await database.db.execute(sql`delete from batches where id = ${id}`);
    for (const feed of feeds)
      await expect
        .poll(async () => (await get(feed)).body, { timeout: 10_000 })
        .not.toContain(`UID:batch-${id}@`);
  });
});
