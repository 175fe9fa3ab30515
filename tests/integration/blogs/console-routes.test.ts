import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBlog } from '../../../schemas/content-admin';
import { auditLog, blogs } from '../../../server/db/schema';
import { createBlogsService } from '../../../server/blogs/blog-reader';
import {
  buildAdminTestApp,
  client,
  createStaffAccount,
  signedIn,
  type AdminTestApp,
  type Client,
  versionOf,
} from '../../support/admin-fixtures';

const PUBLIC_URL = 'http://localhost:3000';
let t: AdminTestApp;
let staff: Client;
beforeAll(async () => {
  t = await buildAdminTestApp({ PUBLIC_URL });
  await createStaffAccount(t, 'staff');
  staff = await signedIn(t.app, 'staff@academy.example');
});
afterAll(() => t.close());

const HOUR = 3_600_000;
/** Moves the console's clock on, and signs in again (the session would have idled out). */
async function later(ms: number) {
  t.advance(ms);
  staff = await signedIn(t.app, 'staff@academy.example');
}
const draft = (title: string, content = '<p>A first paragraph.</p>') => ({
  title,
  content,
  featured_image: '/images/blogs/default.webp',
  lang: 'en',
});
async function create(title: string, content?: string): Promise<AdminBlog> {
  const response = await staff.post('/api/admin/blogs', draft(title, content));
  expect(response.statusCode).toBe(201);
  return response.json().blog;
}
const setPublished = async (id: number, published: boolean) =>
  staff.post(`/api/admin/blogs/${id}/published`, {
    published,
    version: await versionOf(t.database, 'blogs', id),
  });
const publicIds = async () =>
  ((await client(t.app).get('/api/blogs')).json().blogs as { id: number }[]).map((b) => b.id);
const sitemap = async () => (await client(t.app).get('/sitemap.xml')).body;
const lastmodOf = (xml: string, id: number) =>
  new RegExp(`<loc>${PUBLIC_URL}/blogs/${id}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];
const auditOf = (target: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(auditLog.id);

describe('drafts', () => {
  it('a new post is a draft that no public path shows: list, post, pages, home teaser, sitemap', async () => {
    const post = await create('A draft nobody sees');
    expect(post.published).toBe(false);
    const anonymous = client(t.app);

    expect(await publicIds()).not.toContain(post.id);
    expect(
      ((await anonymous.get('/api/blogs?page=1&limit=50')).json().blogs as { id: number }[]).map(
        (b) => b.id,
      ),
    ).not.toContain(post.id);
    const one = await anonymous.get(`/api/blogs/${post.id}`);
    expect(one.statusCode).toBe(404);
    expect(one.json()).toEqual({ success: false, message: 'Blog not found.' });
    expect(await sitemap()).not.toContain(`/blogs/${post.id}<`);

    // The reader the /blogs, /blogs/:id and home loaders get (through the load context).
    const reader = createBlogsService(t.database.db);
    expect(await reader.getBlog(post.id)).toBeNull();
    // Made the newest post: it would head the home page's four recent posts if drafts leaked.
    await t.database.db
      .update(blogs)
      .set({ createdAt: new Date('2099-01-01T00:00:00Z') })
      .where(eq(blogs.id, post.id));
    expect(
      (await reader.listBlogs({ page: 1, limit: 4, lang: 'en' })).blogs.map((b) => b.id),
    ).not.toContain(post.id);

    // Staff still see it, marked as a draft.
    const list = (await staff.get('/api/admin/blogs')).json().blogs as AdminBlog[];
    expect(list[0]).toMatchObject({ id: post.id, published: false });
  });

  it('publish shows it everywhere; unpublish hides it again', async () => {
    const post = await create('Published then withdrawn');
    expect((await setPublished(post.id, true)).json().blog.published).toBe(true);
    expect(await publicIds()).toContain(post.id);
    expect((await client(t.app).get(`/api/blogs/${post.id}`)).json().blog.title).toBe(
      'Published then withdrawn',
    );
    expect(await sitemap()).toContain(`${PUBLIC_URL}/blogs/${post.id}<`);
    expect(await createBlogsService(t.database.db).getBlog(post.id)).not.toBeNull();

    await setPublished(post.id, false);
    expect(await publicIds()).not.toContain(post.id);
    expect((await client(t.app).get(`/api/blogs/${post.id}`)).statusCode).toBe(404);
    expect(await sitemap()).not.toContain(`/blogs/${post.id}<`);
  });
});

describe('writing', () => {
  it('lists every post newest first, drafts and published alike', async () => {
    const older = await create('Older draft');
    await later(HOUR);
    const newer = await create('Newer draft');
    await t.database.db.execute(
      sql`update blogs set created_at = '2000-01-01' where id not in (${older.id}, ${newer.id})`,
    );
    const list = ((await staff.get('/api/admin/blogs')).json().blogs as AdminBlog[]).map(
      (b) => b.id,
    );
    expect(list.slice(0, 2)).toEqual([newer.id, older.id]);
    expect(list.length).toBeGreaterThan(2);
  });

  it('strips scripts and event handlers from the editor output on write, and in the preview', async () => {
    const dirty =
      '<p>Safe <strong>text</strong></p><script>alert(1)</script><img src="/uploads/blogs/0123456789abcdef01234567.webp" onerror="alert(2)" alt="x"><a href="javascript:alert(3)">link</a><p onclick="alert(4)">p</p>';
    const post = await create('Sanitised', dirty);
    for (const html of [
      post.content,
      (await staff.get(`/api/admin/blogs/${post.id}`)).json().blog.content,
      (await staff.post('/api/admin/blogs/preview', { content: dirty })).json().html,
    ]) {
      expect(html).toContain('<p>Safe <strong>text</strong></p>');
      expect(html).toContain(
        '<img src="/uploads/blogs/0123456789abcdef01234567.webp" alt="x" loading="lazy" />',
      );
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:|alert/i);
    }
    const [row] = await t.database.db
      .select({ content: blogs.content })
      .from(blogs)
      .where(eq(blogs.id, post.id));
    expect(row!.content).not.toMatch(/<script|onerror|onclick|javascript:/i);
  });

  it('an edit changes the post and its updated_at, which the sitemap gives as lastmod', async () => {
    const post = await create('Before the edit');
    await setPublished(post.id, true);
    const before = lastmodOf(await sitemap(), post.id)!;
    await later(2 * HOUR);
    const edited = (
      await staff.post(`/api/admin/blogs/${post.id}`, {
        ...draft('After the edit', '<p>New words.</p>'),
        version: await versionOf(t.database, 'blogs', post.id),
      })
    ).json().blog as AdminBlog;
    expect(edited).toMatchObject({
      title: 'After the edit',
      content: '<p>New words.</p>',
      created_at: post.created_at,
    });
    expect(Date.parse(edited.updated_at) - Date.parse(post.updated_at)).toBeGreaterThanOrEqual(
      2 * HOUR,
    );
    const after = lastmodOf(await sitemap(), post.id)!;
    expect(Date.parse(after)).toBe(Math.floor(Date.parse(edited.updated_at) / 1000) * 1000);
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));
    expect((await client(t.app).get(`/api/blogs/${post.id}`)).json().blog.title).toBe(
      'After the edit',
    );
  });

  it('writes a post in Arabic, and moves it between languages only from the version it read', async () => {
    const created = await staff.post('/api/admin/blogs', {
      ...draft('مقال عن إدارة المرافق', '<p>نص المقال.</p>'),
      lang: 'ar',
    });
    expect(created.statusCode).toBe(201);
    const post = created.json().blog as AdminBlog;
    expect(post.lang).toBe('ar');
    await setPublished(post.id, true);
    const arabicIds = async () =>
      (
        (await client(t.app).get('/api/blogs?page=1&limit=50&lang=ar')).json().blogs as {
          id: number;
        }[]
      ).map((b) => b.id);
    expect(await arabicIds()).toContain(post.id);
    expect(await sitemap()).toContain(`${PUBLIC_URL}/ar/blogs/${post.id}<`);

    const read = await versionOf(t.database, 'blogs', post.id);
    const moved = await staff.post(`/api/admin/blogs/${post.id}`, {
      ...draft('A post about facilities'),
      version: read,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().blog.lang).toBe('en');
    expect(await arabicIds()).not.toContain(post.id);
    expect(await sitemap()).toContain(`${PUBLIC_URL}/blogs/${post.id}<`);
    // A second tab that read the post before the move cannot move it back over it.
    const stale = await staff.post(`/api/admin/blogs/${post.id}`, {
      ...draft('مقال عن إدارة المرافق'),
      lang: 'ar',
      version: read,
    });
    expect(stale.statusCode).toBe(409);
    expect((await staff.get(`/api/admin/blogs/${post.id}`)).json().blog.lang).toBe('en');
  });

  it('refuses a post without its language, or in one the site has not got, naming the field', async () => {
    const { lang: _lang, ...noLang } = draft('No language');
    for (const body of [noLang, { ...draft('French'), lang: 'fr' }]) {
      const response = await staff.post('/api/admin/blogs', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        lang: 'Choose the language the post is written in.',
      });
    }
  });

  it('delete removes the post for good', async () => {
    const post = await create('To be deleted');
    await setPublished(post.id, true);
    expect(
      (
        await staff.post(`/api/admin/blogs/${post.id}/delete`, {
          version: await versionOf(t.database, 'blogs', post.id),
        })
      ).json(),
    ).toEqual({
      success: true,
    });
    expect((await staff.get(`/api/admin/blogs/${post.id}`)).statusCode).toBe(404);
    expect((await client(t.app).get(`/api/blogs/${post.id}`)).statusCode).toBe(404);
    expect(
      (
        await staff.post(`/api/admin/blogs/${post.id}/delete`, {
          version: await versionOf(t.database, 'blogs', post.id),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a post without a title, or with an image from another site, naming the field', async () => {
    const noTitle = await staff.post('/api/admin/blogs', draft('  '));
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().errors).toEqual({ title: 'Write a title.' });
    const foreign = await staff.post('/api/admin/blogs', {
      ...draft('Foreign image'),
      featured_image: 'https://evil.example/x.png',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ featured_image: 'Use an image from this site.' });
  });

  it("refuses pictures that are not the site's own, even at a path of this site the reader's browser would call with their cookies", async () => {
    const consoleCall = '/api/admin/leads.csv?q=a';
    const inPost = await staff.post(
      '/api/admin/blogs',
      draft('Hidden request', `<p>Hi</p><img src="${consoleCall}" alt="">`),
    );
    expect(inPost.statusCode).toBe(400);
    expect(inPost.json().errors).toEqual({
      content: 'Every picture in the post must be one uploaded here: remove the others.',
    });
    const inPreview = await staff.post('/api/admin/blogs/preview', {
      content: `<img src='${consoleCall}'>`,
    });
    expect(inPreview.statusCode).toBe(400);
    const featured = await staff.post('/api/admin/blogs', {
      ...draft('Hidden request'),
      featured_image: consoleCall,
    });
    expect(featured.json().errors).toEqual({ featured_image: 'Use an image from this site.' });
    const accreditation = await staff.post('/api/admin/accreditations', {
      title: 'Hidden',
      imagepath: '/api/admin/staff',
    });
    expect(accreditation.json().errors).toEqual({ imagepath: 'Use an image from this site.' });
    expect(
      (await t.database.db.select().from(blogs).where(eq(blogs.title, 'Hidden request'))).length,
    ).toBe(0);
  });

  it('drops such a picture on read from a post stored before the rule', async () => {
    const [row] = await t.database.db
      .insert(blogs)
      .values({
        slug: 'old-hidden-request',
        title: 'Old hidden request',
        content: '<p>Old</p><img src="/api/admin/leads.csv">',
        featuredImage: '/images/blogs/default.webp',
        published: true,
      })
      .returning({ id: blogs.id });
    expect((await client(t.app).get(`/api/blogs/${row!.id}`)).json().blog.content).toBe(
      '<p>Old</p>',
    );
  });

  it('takes an article larger than the public forms may send', async () => {
    const long = `<p>${'Facilities management in the Gulf. '.repeat(3000)}</p>`;
    expect(long.length).toBeGreaterThan(100_000);
    expect((await create('A long read', long)).content.length).toBe(long.length);
  });
});

describe('audit', () => {
  it('records each change with actor, time and target blog:ID', async () => {
    const post = await create('Audited');
    await staff.post(`/api/admin/blogs/${post.id}`, {
      ...draft('Audited, edited'),
      version: await versionOf(t.database, 'blogs', post.id),
    });
    await setPublished(post.id, true);
    await setPublished(post.id, false);
    await staff.post(`/api/admin/blogs/${post.id}/delete`, {
      version: await versionOf(t.database, 'blogs', post.id),
    });
    const entries = await auditOf(`blog:${post.id}`);
    expect(entries.map((e) => e.action)).toEqual([
      'blog_created',
      'blog_updated',
      'blog_published',
      'blog_unpublished',
      'blog_deleted',
    ]);
    for (const e of entries) {
      expect(e.actorEmail).toBe('staff@academy.example');
      expect(e.at).toBeInstanceOf(Date);
    }
  });
});
