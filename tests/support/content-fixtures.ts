import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { DatabaseHandle } from '../../server/db/connect';
import { uploads } from '../../server/db/schema';
import type { Client } from './admin-fixtures';

/** A fresh DATA_DIR per suite, removed at its end. */
export function tempDataDir(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-content-'));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The names of the uploaded files the database holds, sorted. */
export async function storedUploads(database: Pick<DatabaseHandle, 'db'>): Promise<string[]> {
  return (await database.db.select({ path: uploads.path }).from(uploads).orderBy(uploads.path)).map(
    (row) => row.path,
  );
}

/** A real PNG made by sharp: a smooth gradient, or random noise (which no encoder can shrink). */
export async function pngBytes(width = 640, height = 400, { noise = false } = {}): Promise<Buffer> {
  const pixels = noise ? crypto.randomBytes(width * height * 3) : Buffer.alloc(width * height * 3);
  if (!noise)
    for (let i = 0; i < pixels.length; i += 3)
      pixels.fill(((i / 3) % width) * (255 / width), i, i + 2);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipart(
  file: { name: string; type: string; bytes: Buffer },
  boundary = '----academyTestBoundary7MA4YWxk',
) {
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads through the API the way the console's file input does. */
export function upload(
  c: Client,
  group: string,
  file: { name: string; type: string; bytes: Buffer },
  headers: Record<string, string> = {},
) {
  const body = multipart(file);
  return c.send({
    method: 'POST',
    url: `/api/admin/uploads?group=${group}`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}
