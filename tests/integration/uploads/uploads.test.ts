import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_GROUPS } from '../../../shared/content/images';
import {
  buildAdminTestApp,
  client,
  createStaffAccount,
  signedIn,
  type AdminTestApp,
  type Client,
} from '../../support/admin-fixtures';
import { pngBytes, storedUploads, tempDataDir, upload } from '../../support/content-fixtures';
import { logLines, serverDatabase, spawnServer, untilReady } from '../../support/real-server';
import { buildTestApp } from '../../support/test-app';

const MAX = 64 * 1024;
let t: AdminTestApp;
let staff: Client;
const data = tempDataDir();
beforeAll(async () => {
  t = await buildAdminTestApp({ DATA_DIR: data.dir, UPLOAD_MAX_BYTES: String(MAX) });
  await createStaffAccount(t, 'staff');
  staff = await signedIn(t.app, 'staff@academy.example');
});
afterAll(async () => {
  await t.close();
  data.remove();
});

/** The same PNG with other dimensions in its header (and the header's checksum made right again). */
function withDimensions(png: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(png);
  // Signature (8), then the IHDR chunk: length (4), type (4), width (4), height (4), …, CRC after 13 data bytes.
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(zlib.crc32(out.subarray(12, 29)), 29);
  return out;
}

describe('image upload', () => {
  it('re-encodes a picture to AVIF and WebP at the group widths, served for good with nosniff', async () => {
    const bytes = await sharp(await pngBytes(300, 300))
      .jpeg()
      .toBuffer();
    // The declared name and type are ignored: the bytes are a JPEG.
    const response = await upload(staff, 'blogs', {
      name: 'photo.gif',
      type: 'application/octet-stream',
      bytes,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { image } = response.json();
    const { width, height, widths } = IMAGE_GROUPS.blogs;
    expect(image).toMatchObject({
      src: expect.stringMatching(/^\/uploads\/blogs\/[0-9a-f]{24}\.webp$/),
      width,
      height,
    });
    const base = image.src.replace(/\.webp$/, '');
    const name = base.split('/').pop();
    expect(await storedUploads(t.database)).toEqual(
      [
        ...widths.flatMap((w) => [`blogs/${name}-${w}.avif`, `blogs/${name}-${w}.webp`]),
        `blogs/${name}.webp`,
      ].sort(),
    );

    const anonymous = client(t.app);
    for (const w of widths) {
      for (const format of ['avif', 'webp'] as const) {
        const file = await anonymous.get(`${base}-${w}.${format}`);
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe(`image/${format}`);
        expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(file.headers['x-content-type-options']).toBe('nosniff');
        const meta = await sharp(file.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([
          format === 'avif' ? 'heif' : 'webp',
          w,
          Math.round((w * height) / width),
        ]);
      }
    }
    const full = await sharp((await anonymous.get(image.src)).rawPayload).metadata();
    expect([full.width, full.height]).toEqual([width, height]);
  });

  it('sizes accreditation images for their group (square)', async () => {
    const response = await upload(staff, 'accreditations', {
      name: 'logo.png',
      type: 'image/png',
      bytes: await pngBytes(120, 90),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { src } = response.json().image;
    expect(src).toMatch(/^\/uploads\/accreditations\//);
    const meta = await sharp(
      (await client(t.app).get(src.replace('.webp', '-400.webp'))).rawPayload,
    ).metadata();
    expect([meta.width, meta.height]).toEqual([400, 400]);
  });

  it('refuses a renamed non-image with a clear 400 and stores nothing', async () => {
    const before = await storedUploads(t.database);
    const cases = [
      {
        name: 'brochure.png',
        type: 'image/png',
        bytes: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'),
      },
      {
        name: 'photo.jpg',
        type: 'image/jpeg',
        bytes: Buffer.from('<html><script>alert(1)</script></html>'),
      },
      {
        name: 'logo.png',
        type: 'image/png',
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
      },
      // A real PNG signature on a body that does not decode.
      {
        name: 'broken.png',
        type: 'image/png',
        bytes: Buffer.concat([(await pngBytes(50, 50)).subarray(0, 60), Buffer.alloc(200, 7)]),
      },
    ];
    for (const file of cases) {
      const response = await upload(staff, 'blogs', file);
      expect(response.statusCode, file.name).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message:
          'The file is not a picture we can use. Upload a JPEG, PNG, WebP, GIF or AVIF image.',
      });
    }
    expect(await storedUploads(t.database)).toEqual(before);
  });

  it('refuses a small PNG that declares huge dimensions (a decompression bomb) before decoding it, and stores nothing', async () => {
    const before = await storedUploads(t.database);
    const response = await upload(staff, 'blogs', {
      name: 'bomb.png',
      type: 'image/png',
      bytes: withDimensions(await pngBytes(8, 8), 100_000, 100_000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The file is not a picture we can use. Upload a JPEG, PNG, WebP, GIF or AVIF image.',
    );
    expect(await storedUploads(t.database)).toEqual(before);
  });

  it('re-encodes a polyglot (a real picture carrying a script and an HTML page) so that nothing of them is stored or served', async () => {
    const payload = '<html><script>alert(document.cookie)</script></html>';
    const gif = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#123456' },
    })
      .gif()
      .toBuffer();
    const cases = [
      {
        name: 'photo.png',
        type: 'image/png',
        bytes: Buffer.concat([await pngBytes(60, 40), Buffer.from(payload)]),
      },
      // GIF89a/*…*/=…: a header that a browser could also run as JavaScript.
      {
        name: 'anim.gif',
        type: 'image/gif',
        bytes: Buffer.concat([gif, Buffer.from(`/*${payload}*/=alert(1);`)]),
      },
    ];
    for (const file of cases) {
      const response = await upload(staff, 'blogs', file);
      expect(response.statusCode, file.name).toBe(201);
      const served = await client(t.app).get(response.json().image.src);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.includes('<script')).toBe(false);
      expect(served.rawPayload.includes('alert')).toBe(false);
    }
  });

  it('refuses a file over UPLOAD_MAX_BYTES with a clear 400 and stores nothing', async () => {
    const before = await storedUploads(t.database);
    const big = await pngBytes(400, 400, { noise: true });
    expect(big.length).toBeGreaterThan(MAX);
    const response = await upload(staff, 'blogs', {
      name: 'big.png',
      type: 'image/png',
      bytes: big,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'The image is larger than 64 KB. Upload a smaller file.',
    });
    expect(await storedUploads(t.database)).toEqual(before);
  });

  it('refuses an unknown group, an empty file and a body that is not multipart', async () => {
    const png = await pngBytes(40, 40);
    expect(
      (await upload(staff, 'avatars', { name: 'a.png', type: 'image/png', bytes: png })).json()
        .errors,
    ).toEqual({ group: 'group is blogs or accreditations.' });
    const empty = await upload(staff, 'blogs', {
      name: 'a.png',
      type: 'image/png',
      bytes: Buffer.alloc(0),
    });
    expect([empty.statusCode, empty.json().message]).toEqual([
      400,
      'Choose an image file to upload.',
    ]);
    const json = await staff.post('/api/admin/uploads?group=blogs', { file: 'x' });
    expect([json.statusCode, json.json().message]).toEqual([
      400,
      'Choose an image file to upload.',
    ]);
  });

  it('serves only names the pipeline writes', async () => {
    const anonymous = client(t.app);
    for (const url of [
      '/uploads/blogs/',
      '/uploads/../package.json',
      '/uploads/blogs/..%2F..%2Fpackage.json',
      '/uploads/blogs/0123456789abcdef01234567.png',
      '/uploads/other/0123456789abcdef01234567.webp',
    ]) {
      expect((await anonymous.get(url)).statusCode, url).toBe(404);
    }
  });

  it('records each upload in the audit log', async () => {
    const response = await upload(staff, 'accreditations', {
      name: 'seal.png',
      type: 'image/png',
      bytes: await pngBytes(64, 64),
    });
    const name = response.json().image.src.split('/').pop().replace('.webp', '');
    const admin = await (async () => {
      await createStaffAccount(t, 'admin');
      return signedIn(t.app, 'admin@academy.example');
    })();
    const entries = (await admin.get('/api/admin/audit')).json().entries as {
      action: string;
      target: string;
      actor: string;
    }[];
    expect(entries.find((e) => e.target === `upload:accreditations/${name}`)).toMatchObject({
      action: 'image_uploaded',
      actor: 'staff@academy.example',
    });
  });
});

describe('every process serves every picture', () => {
  it('a second app on the same database, with a DATA_DIR of its own, serves a picture uploaded through the first, and one stored after it first answered 404', async () => {
    const otherData = tempDataDir();
    const otherDatabase = await t.database.another();
    const other = await buildTestApp({ DATA_DIR: otherData.dir }, otherDatabase);
    try {
      const bytes = await pngBytes(90, 60, { noise: true });
      const name = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 24);
      const there = client(other.app);
      expect((await there.get(`/uploads/blogs/${name}.webp`)).statusCode).toBe(404);

      const response = await upload(staff, 'blogs', { name: 'a.png', type: 'image/png', bytes });
      expect(response.json().image.src).toBe(`/uploads/blogs/${name}.webp`);
      const files = (await storedUploads(t.database)).filter((file) => file.includes(name));
      expect(files).toHaveLength(IMAGE_GROUPS.blogs.widths.length * 2 + 1);
      for (const file of files) {
        const here = await client(t.app).get(`/uploads/${file}`);
        const served = await there.get(`/uploads/${file}`);
        expect(served.statusCode, file).toBe(200);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(served.rawPayload.equals(here.rawPayload), file).toBe(true);
      }
      // Neither process keeps pictures on its own disk.
      for (const dir of [otherData.dir, data.dir])
        expect(fs.existsSync(path.join(dir, 'uploads'))).toBe(false);
    } finally {
      await other.close();
      await otherDatabase.close();
      otherData.remove();
    }
  });

  it('answers a request that names the version it holds with 304 and no body', async () => {
    const response = await upload(staff, 'accreditations', {
      name: 'seal.png',
      type: 'image/png',
      bytes: await pngBytes(70, 70),
    });
    const { src } = response.json().image;
    const first = await client(t.app).get(src);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await client(t.app).send({
      method: 'GET',
      url: src,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);
  });
});

describe('pictures an older version kept on disk', () => {
  it('are moved from DATA_DIR/uploads into the database when the server starts, and served; files the site never served stay behind', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-legacy-uploads-'));
    const database = await serverDatabase(dataDir);
    try {
      const picture = await sharp(await pngBytes(120, 120))
        .webp()
        .toBuffer();
      const folder = path.join(dataDir, 'uploads', 'accreditations');
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, '0123456789abcdef01234567-400.webp'), picture);
      fs.writeFileSync(path.join(folder, '0123456789abcdef01234567-800.webp.77.ab12.part'), 'half');
      const server = await spawnServer(database.env);
      try {
        await untilReady(server);
        const served = await fetch(
          `${server.url}/uploads/accreditations/0123456789abcdef01234567-400.webp`,
        );
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true);
        expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);
        expect(fs.readdirSync(path.join(dataDir, 'uploads.imported', 'accreditations'))).toEqual([
          '0123456789abcdef01234567-400.webp',
          '0123456789abcdef01234567-800.webp.77.ab12.part',
        ]);
        expect(logLines(server.output()).find((line) => line.imported !== undefined)).toMatchObject(
          { imported: 1, left: 1 },
        );
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    } finally {
      await database.dispose();
    }
  });
});
