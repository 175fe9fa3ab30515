import { Editor } from '@tiptap/core';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articleExtensions,
  articleSchema,
  parseArticle,
  serializeArticle,
} from '../../../console/components/editor/article-schema';
import type { AdminBlog } from '../../../schemas/content-admin';
import { seedBlogPosts } from '../../../server/seed/blog-posts';
import {
  buildAdminTestApp,
  createStaffAccount,
  signedIn,
  type AdminTestApp,
  type Client,
} from '../../support/admin-fixtures';
import {
  EVERY_ARTICLE_ELEMENT,
  canonicalHtml,
  missingFromFixture,
} from '../../support/article-fixture';

// A post loaded into the console's editor, edited and saved keeps every element and attribute the
// public page can show: the editor's own parser and writer (article-schema.ts) on a headless tiptap
// editor, between the real API's read and save.

const { document } = new JSDOM('').window;
let t: AdminTestApp;
let staff: Client;
beforeAll(async () => {
  t = await buildAdminTestApp();
  await createStaffAccount(t, 'staff');
  staff = await signedIn(t.app, 'staff@academy.example');
});
afterAll(() => t.close());

const EDIT = ' Edited in the console.';

/** What the editor sends after staff type EDIT at the end of the post's first paragraph. */
function edited(html: string): string {
  const editor = new Editor({
    element: null,
    extensions: articleExtensions,
    content: parseArticle(html, articleSchema(), document).toJSON(),
  });
  let end = -1;
  editor.state.doc.descendants((node, pos) => {
    if (end < 0 && node.type.name === 'paragraph') end = pos + node.nodeSize - 1;
    return end < 0;
  });
  editor.commands.command(({ tr }) => (tr.insertText(EDIT, end), true));
  const html2 = serializeArticle(editor.state.doc, editor.schema, document);
  editor.destroy();
  return html2;
}

async function roundTrip(blog: AdminBlog) {
  const saved = await staff.post(`/api/admin/blogs/${blog.id}`, {
    title: blog.title,
    content: edited(blog.content),
    featured_image: blog.featured_image,
    lang: blog.lang,
    version: blog.version,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const stored = (await staff.get(`/api/admin/blogs/${blog.id}`)).json().blog as AdminBlog;
  const expected = canonicalHtml(blog.content, document).replace('</p>', `${EDIT}</p>`);
  expect(canonicalHtml(stored.content, document)).toBe(expected);
}

describe('the blog editor keeps what the public page can show', () => {
  it('the fixture holds every element and attribute the sanitiser allows', () => {
    expect(missingFromFixture()).toEqual([]);
  });

  it(`every seeded post (${seedBlogPosts.length}) survives load, edit and save with its tables`, async () => {
    const list = (await staff.get('/api/admin/blogs')).json().blogs as { id: number }[];
    expect(list.length).toBeGreaterThanOrEqual(seedBlogPosts.length);
    let tables = 0;
    for (const { id } of list) {
      const blog = (await staff.get(`/api/admin/blogs/${id}`)).json().blog as AdminBlog;
      tables += (blog.content.match(/<table>/g) ?? []).length;
      await roundTrip(blog);
    }
    expect(tables).toBeGreaterThan(0);
  });

  it('a post with every allowed element and attribute survives load, edit and save', async () => {
    const created = await staff.post('/api/admin/blogs', {
      title: 'Every element',
      content: EVERY_ARTICLE_ELEMENT,
      featured_image: '/images/blogs/default.webp',
      lang: 'en',
    });
    expect(created.statusCode).toBe(201);
    const blog = created.json().blog as AdminBlog;
    // The sanitiser kept the fixture whole: what the round trip must keep is all of it.
    expect(missingFromFixture(blog.content)).toEqual([]);
    await roundTrip(blog);
  });

  it('a pasted block the editor keeps whole keeps only allowed elements and attributes', () => {
    const html = edited(
      '<p>a</p><div onclick="x()"><img src="/images/blogs/default.webp" onerror="x()" alt="" /><a href="javascript:x()">l</a><svg><g>t</g></svg></div>',
    );
    expect(html).toBe(
      `<p>a${EDIT}</p><div><img src="/images/blogs/default.webp" alt=""><a>l</a>t</div>`,
    );
  });
});
