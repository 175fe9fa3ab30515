import { expect, test } from './fixtures';
import { cachingServersFor } from '../support/e2e/page-cache-servers';

// The blog in Arabic on servers of its own (a fresh database, so the Arabic list starts empty): the
// Arabic list says so and leads to the English blog; a post written in Arabic in the console is read at
// /ar/blogs/<id>, right to left, and its English address sends the reader there; the kept lists are
// drawn again when it is published.

const servers = cachingServersFor('pglite');
test.describe.configure({ mode: 'serial' });

const alternatesOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
    m[1],
    new URL(m[2]!).pathname,
  ]);

let postId = 0;
let englishTitles: string[] = [];

test('with no Arabic post, /ar/blogs says so in Arabic and links the English blog', async ({
  page,
}) => {
  const response = await page.goto(`${servers.url}/ar/blogs`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مدونتنا');
  await expect(page.getByTestId('blog-list').getByRole('listitem')).toHaveCount(0);
  const empty = page.getByTestId('blog-list-empty');
  await expect(empty).toContainText('لم ننشر مقالات باللغة العربية بعد.');
  await empty.getByRole('link', { name: 'اقرأ مقالاتنا باللغة الإنجليزية' }).click();
  await expect(page).toHaveURL(`${servers.url}/blogs`);
  englishTitles = await page
    .getByTestId('blog-list')
    .getByRole('heading', { level: 2 })
    .allTextContents();
  expect(englishTitles.length).toBeGreaterThan(0);
  // Kept from here on: the next visit is answered from memory.
  expect((await fetch(`${servers.url}/ar/blogs`)).headers.get('x-page-cache')).toBe('hit');
});

test('a post written in Arabic in the console is listed and read under /ar alone, right to left', async ({
  page,
}) => {
  const title = 'كيف تختار شهادة إدارة المرافق المناسبة';
  // A picture the site has in every size: a seeded post's.
  const [seeded] = (
    (await (await fetch(`${servers.url}/api/blogs?page=1&limit=1`)).json()) as {
      blogs: { featured_image: string }[];
    }
  ).blogs;
  const created = await servers.console('POST', '/api/admin/blogs', {
    title,
    content: '<h2>البداية</h2><p>تبدأ الرحلة المهنية في إدارة المرافق بفهم متطلبات كل شهادة.</p>',
    featured_image: seeded!.featured_image,
    lang: 'ar',
  });
  expect(created.statusCode).toBe(201);
  const blog = (created.json() as { blog: { id: number; version: number } }).blog;
  postId = blog.id;
  const published = await servers.console('POST', `/api/admin/blogs/${postId}/published`, {
    published: true,
    version: blog.version,
  });
  expect(published.statusCode).toBe(200);

  // The kept Arabic list was dropped with the change, on both servers.
  for (const origin of [servers.url, servers.otherUrl]) {
    const list = await fetch(`${origin}/ar/blogs`);
    expect(list.headers.get('x-page-cache'), origin).toBe('miss');
    expect(await list.text()).toContain(title);
  }
  await page.goto(`${servers.url}/ar/blogs`);
  const card = page.getByTestId('blog-list').getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card.locator('p').first()).toHaveText(
    /^الإدارة \/ \d{1,2} \p{Script=Arabic}+ \d{4}$/u,
  );
  await card.getByRole('link', { name: /^اقرأ المزيد/ }).click();
  await expect(page).toHaveURL(`${servers.url}/ar/blogs/${postId}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('navigation', { name: 'مسار التنقل' })).toContainText('المدونة');
  await expect(page.getByText('شارك المقال:')).toBeVisible();

  // The English list and home do not show it.
  const englishList = await (await fetch(`${servers.url}/blogs`)).text();
  expect(englishList).not.toContain(title);
  expect(await (await fetch(`${servers.url}/`)).text()).not.toContain(title);
  expect(await (await fetch(`${servers.url}/ar`)).text()).toContain(title);
});

test("a post's head names no twin, each list names the other, and the sitemap agrees", async () => {
  const post = await (await fetch(`${servers.url}/ar/blogs/${postId}`)).text();
  expect(post).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/);
  expect(alternatesOf(post)).toEqual([]);
  expect(post).toContain(`<link rel="canonical" href="http://127.0.0.1/ar/blogs/${postId}"`);
  expect(post).toContain('"inLanguage":"ar"');
  const lists = [
    ['en', '/blogs'],
    ['ar', '/ar/blogs'],
    ['x-default', '/blogs'],
  ];
  for (const path of ['/blogs', '/ar/blogs'])
    expect(alternatesOf(await (await fetch(`${servers.url}${path}`)).text())).toEqual(lists);
  const sitemap = await (await fetch(`${servers.url}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>http://127.0.0.1/ar/blogs/${postId}</loc>`);
  expect(sitemap).not.toContain(`<loc>http://127.0.0.1/blogs/${postId}</loc>`);
});

test("a post's address in the other language sends the reader to its own", async () => {
  const english = await fetch(`${servers.url}/blogs/${postId}`, { redirect: 'manual' });
  expect(english.status).toBe(302);
  expect(english.headers.get('location')).toBe(`/ar/blogs/${postId}`);
  const firstEnglish = (
    (await (await fetch(`${servers.url}/api/blogs?page=1&limit=1`)).json()) as {
      blogs: { id: number }[];
    }
  ).blogs[0]!.id;
  const arabic = await fetch(`${servers.url}/ar/blogs/${firstEnglish}`, { redirect: 'manual' });
  expect(arabic.status).toBe(302);
  expect(arabic.headers.get('location')).toBe(`/blogs/${firstEnglish}`);
  // An id no post has is the Arabic not-found text, in Arabic.
  const missing = await fetch(`${servers.url}/ar/blogs/999999`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('لم يُعثر على المقال.');
});
