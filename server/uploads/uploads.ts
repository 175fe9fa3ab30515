import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
// The image groups are pure data shared with the pages' <picture> markup (widths, aspect ratio).
import { IMAGE_GROUPS } from '../../shared/content/images';
import {
  UPLOAD_FILE,
  UPLOAD_MESSAGES,
  UPLOADS_URL,
  type UploadedImage,
  type UploadGroup,
} from '../../schemas/content-admin';
import type { Database } from '../db/connect';
import { uploads } from '../db/schema';

/** Formats libvips recognises from the bytes that we accept; SVG (scriptable) and the rest are refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
/** Same settings as the build's images (scripts/images/render.ts). */
const ENCODING = { avif: { quality: 50, effort: 2 }, webp: { quality: 75 } } as const;
/** A decompression bomb (a small file of huge dimensions) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

export class UploadRejected extends Error {
  readonly statusCode = 400;
}

/**
 * Stores re-encoded files in the uploads table. A name is a hash of its source, so a file already
 * there is the same file: it is kept as it is.
 */
export async function saveUploads(db: Pick<Database, 'insert'>, files: Map<string, Buffer>) {
  if (files.size === 0) return;
  await db
    .insert(uploads)
    .values([...files].map(([file, bytes]) => ({ path: file, bytes })))
    .onConflictDoNothing();
}

/**
 * One pipeline for every uploaded picture: the type is read from the bytes by libvips (never the
 * name or the declared type), then it is re-encoded (which drops metadata and anything hidden in
 * the file) to AVIF and WebP at the group's widths, cover-cropped to the group's aspect ratio.
 * Files are named by a hash of their bytes, so their URLs never change and may be cached for good.
 */
export function createUploads(db: Database) {
  return {
    async store(bytes: Buffer, group: UploadGroup): Promise<UploadedImage & { key: string }> {
      // Loaded at the first upload, not at start: libvips and its threads take a share of the server's
      // memory, and only staff adding a picture need them.
      const { default: sharp } = await import('sharp');
      const format = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .metadata()
        .then((m) => m.format as string | undefined)
        .catch(() => undefined);
      if (!format || !ACCEPTED_FORMATS.has(format))
        throw new UploadRejected(UPLOAD_MESSAGES.notImage);

      const { width, height, widths } = IMAGE_GROUPS[group];
      const name = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 24);
      const files = new Map<string, Buffer>();
      try {
        // rotate() applies a phone photo's EXIF orientation before cropping; animation keeps its first frame.
        const master = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize(width, height, { fit: 'cover' })
          .toBuffer();
        // Encoded side by side: libvips spreads them over the cores.
        const encoded = await Promise.all([
          ...widths.flatMap((w) => {
            const resized = () => sharp(master).resize(w, Math.round((w * height) / width));
            return [
              resized()
                .avif(ENCODING.avif)
                .toBuffer()
                .then((b) => [`${group}/${name}-${w}.avif`, b] as const),
              resized()
                .webp(ENCODING.webp)
                .toBuffer()
                .then((b) => [`${group}/${name}-${w}.webp`, b] as const),
            ];
          }),
          sharp(master)
            .webp(ENCODING.webp)
            .toBuffer()
            .then((b) => [`${group}/${name}.webp`, b] as const),
        ]);
        for (const [file, b] of encoded) files.set(file, b);
      } catch {
        // A header that looks right on a body that does not decode.
        throw new UploadRejected(UPLOAD_MESSAGES.notImage);
      }

      // Everything is encoded before anything is written, and written in one statement: a refused
      // file leaves nothing behind, and a picture is stored with all its sizes or not at all.
      await saveUploads(db, files);
      return {
        key: `${group}/${name}`,
        src: `${UPLOADS_URL}/${group}/${name}.webp`,
        width,
        height,
      };
    },
  };
}
export type Uploads = ReturnType<typeof createUploads>;

/**
 * Moves the pictures an older version kept in DATA_DIR/uploads into the uploads table, then renames
 * the folder (to uploads.imported, which may be deleted), so the next start does not read it again.
 * Files the site never served (other names, half-written `.part` files) are left in it.
 */
export async function importUploadsFolder(
  db: Database,
  dir: string,
): Promise<{ imported: number; left: number; movedTo: string | undefined } | undefined> {
  const names = await fs.readdir(dir, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (!names) return undefined;
  let imported = 0;
  let left = 0;
  for (const name of names.sort()) {
    const file = path.join(dir, name);
    if (!(await fs.stat(file)).isFile()) continue;
    const key = name.split(path.sep).join('/');
    if (!UPLOAD_FILE.test(key)) {
      left++;
      continue;
    }
    await saveUploads(db, new Map([[key, await fs.readFile(file)]]));
    imported++;
  }
  let movedTo: string | undefined = `${dir}.imported`;
  if (await fs.stat(movedTo).catch(() => undefined))
    movedTo = `${movedTo}-${new Date().toISOString().replaceAll(':', '-')}`;
  // A read-only DATA_DIR (the database elsewhere) keeps the folder: importing it again changes nothing.
  movedTo = await fs.rename(dir, movedTo).then(
    () => movedTo,
    () => undefined,
  );
  return { imported, left, movedTo };
}
