import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentVersion } from '../../server/content-version';
import { blogs } from '../../server/db/schema';
import { createAuditService } from '../../server/services/admin/audit';
import { createBlogEditor } from '../../server/services/admin/blog-editor';
import { createStaffService } from '../../server/services/admin/staff';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

// The version the page cache keys its renderings by (server/content-version.ts), on a real database:
// every change the public pages would show moves it, whoever made the change.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  const staff = await createStaffService(database.db).create({ email: 'writer@academy.example', name: 'Writer', role: 'staff', password: 'a long staff password' });
  actor = { id: staff.id, email: staff.email };
});
afterAll(() => database?.dispose());

let actor: { id: number; email: string };
const draft = { title: 'Cache versions', content: '<p>Body</p>', featured_image: '/images/blogs/blog-1.webp' };

describe('content version', () => {
  it('moves with every blog write through the console, and stands still otherwise', async () => {
    // The clock stands still on purpose: a change must show even when updated_at does not move.
    const clock = () => new Date('2026-03-02T09:00:00Z');
    const version = createContentVersion(database.db, { reuseMs: 60_000 });
    const editor = createBlogEditor(database.db, { audit: createAuditService(database.db, clock), clock, onChange: version.bump });
    const seen = [await version.current()];
    expect(await version.current()).toBe(seen[0]);

    const post = await editor.create(draft, actor, '127.0.0.1');
    seen.push(await version.current());
    await editor.setPublished(post.id, true, actor, '127.0.0.1');
    seen.push(await version.current());
    await editor.update(post.id, { ...draft, title: 'Cache versions, edited' }, actor, '127.0.0.1');
    seen.push(await version.current());
    await editor.setPublished(post.id, false, actor, '127.0.0.1');
    seen.push(await version.current());
    await editor.remove(post.id, actor, '127.0.0.1');
    seen.push(await version.current());
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('moves when another process (no bump here) edits, unpublishes or deletes a post', async () => {
    const version = createContentVersion(database.db, { reuseMs: 0 });
    const [post] = await database.db.select({ id: blogs.id, updatedAt: blogs.updatedAt }).from(blogs).where(eq(blogs.published, true)).limit(1);
    const seen = [await version.current()];
    await database.db.update(blogs).set({ title: 'Edited elsewhere', updatedAt: new Date(post!.updatedAt.getTime() + 1000) }).where(eq(blogs.id, post!.id));
    seen.push(await version.current());
    await database.db.update(blogs).set({ published: false }).where(eq(blogs.id, post!.id));
    seen.push(await version.current());
    await database.db.delete(blogs).where(eq(blogs.id, post!.id));
    seen.push(await version.current());
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('shares one read among lookups that arrive together, and a later lookup reads again', async () => {
    let reads = 0;
    const counted = new Proxy(database.db, {
      get(target, key, receiver) {
        if (key === 'select') reads++;
        return Reflect.get(target, key, receiver);
      },
    }) as typeof database.db;
    const version = createContentVersion(counted, { reuseMs: 0 });
    const together = await Promise.all(Array.from({ length: 20 }, () => version.current()));
    expect(new Set(together).size).toBe(1);
    // One read under way, and one more for the lookups that arrived while it was.
    expect(reads).toBeLessThanOrEqual(2);
    await database.db.execute(sql`update blogs set title = title || '.' where id = (select min(id) from blogs)`);
    expect(await version.current()).not.toBe(together[0]);
  });
});
