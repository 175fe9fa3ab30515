import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdminTestApp,
  client,
  createStaffAccount,
  signedIn,
  type AdminTestApp,
  type Client,
} from '../../support/admin-fixtures';
import {
  multipart,
  pngBytes,
  storedUploads,
  tempDataDir,
  upload,
} from '../../support/content-fixtures';

let t: AdminTestApp;
const data = tempDataDir();
let png: Buffer;
beforeAll(async () => {
  t = await buildAdminTestApp({ DATA_DIR: data.dir });
  await createStaffAccount(t, 'staff');
  await createStaffAccount(t, 'admin');
  png = await pngBytes(200, 120);
});
afterAll(async () => {
  await t.close();
  data.remove();
});

const post = {
  title: 'Access check',
  content: '<p>Body</p>',
  featured_image: '/images/blogs/default.webp',
  lang: 'en',
};
const accreditation = () => ({
  title: `Body ${Math.random().toString(36).slice(2)}`,
  imagepath: '/images/accreditations/cpd.webp',
});

// Every content route of the console: staff and admins alike may use each (ids that do not exist answer 404).
const ROUTES: { method: 'GET' | 'POST'; url: string; body?: () => object; upload?: boolean }[] = [
  { method: 'GET', url: '/api/admin/blogs' },
  { method: 'GET', url: '/api/admin/blogs/1' },
  { method: 'POST', url: '/api/admin/blogs', body: () => post },
  { method: 'POST', url: '/api/admin/blogs/999999', body: () => ({ ...post, version: 1 }) },
  {
    method: 'POST',
    url: '/api/admin/blogs/999999/published',
    body: () => ({ published: true, version: 1 }),
  },
  { method: 'POST', url: '/api/admin/blogs/999999/delete', body: () => ({ version: 1 }) },
  { method: 'POST', url: '/api/admin/blogs/preview', body: () => ({ content: '<p>Preview</p>' }) },
  { method: 'GET', url: '/api/admin/accreditations' },
  { method: 'POST', url: '/api/admin/accreditations', body: accreditation },
  {
    method: 'POST',
    url: '/api/admin/accreditations/999999',
    body: () => ({ ...accreditation(), version: 1 }),
  },
  {
    method: 'POST',
    url: '/api/admin/accreditations/999999/move',
    body: () => ({ direction: 'up', order: [] }),
  },
  { method: 'POST', url: '/api/admin/accreditations/999999/delete', body: () => ({ version: 1 }) },
  { method: 'POST', url: '/api/admin/uploads?group=blogs', upload: true },
];
const call = (c: Client, r: (typeof ROUTES)[number]) =>
  r.upload
    ? upload(c, 'blogs', { name: 'photo.png', type: 'image/png', bytes: png })
    : r.method === 'GET'
      ? c.get(r.url)
      : c.post(r.url, r.body?.() ?? {});

describe('who may use the content console', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.url}: 401 anonymous, allowed for staff and admin`, async () => {
      const anonymous = await call(client(t.app), route);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ success: false, message: 'Please sign in.' });
      expect(anonymous.headers['cache-control']).toBe('no-store');

      for (const role of ['staff', 'admin']) {
        const response = await call(await signedIn(t.app, `${role}@academy.example`), route);
        expect([200, 201, 404], `${role}: ${response.body}`).toContain(response.statusCode);
        expect(response.json().success).toBe(response.statusCode < 300);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      }
    });
  }

  for (const route of ROUTES.filter((r) => r.method === 'POST')) {
    it(`POST ${route.url} is refused without the echoed XSRF token, even signed in`, async () => {
      const staff = await signedIn(t.app, 'staff@academy.example');
      const before = (await storedUploads(t.database)).length;
      const body = route.upload
        ? multipart({ name: 'photo.png', type: 'image/png', bytes: png })
        : { payload: route.body?.() ?? {}, headers: {} };
      const response = await t.app.inject({
        method: 'POST',
        url: route.url,
        cookies: staff.jar,
        payload: body.payload,
        headers: body.headers,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        message: 'This request was refused because it did not come from this website.',
      });
      expect(await storedUploads(t.database)).toHaveLength(before);
    });
  }
});
