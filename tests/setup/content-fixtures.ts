import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Client } from './admin-fixtures';

/** A fresh DATA_DIR per suite, so its uploads can be counted and removed. */
export function tempDataDir(): { dir: string; uploads: string; files(): string[]; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-content-'));
  const uploads = path.join(dir, 'uploads');
  return {
    dir,
    uploads,
    files: () => (fs.existsSync(uploads) ? (fs.readdirSync(uploads, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(uploads, f)).isFile()).sort() : []),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A real photograph-sized PNG made by sharp (noise, so it does not compress to nothing). */
export async function pngBytes(width = 640, height = 400): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipart(file: { name: string; type: string; bytes: Buffer }, boundary = '----academyTestBoundary7MA4YWxk') {
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads through the API the way the console's file input does. */
export function upload(c: Client, group: string, file: { name: string; type: string; bytes: Buffer }, headers: Record<string, string> = {}) {
  const body = multipart(file);
  return c.send({ method: 'POST', url: `/api/admin/uploads?group=${group}`, payload: body.payload, headers: { ...body.headers, ...headers } });
}
