import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
// The image groups are pure data shared with the pages' <picture> markup (widths, aspect ratio).
import { IMAGE_GROUPS } from '../../../content/images';
import {
  UPLOAD_MESSAGES,
  UPLOADS_URL,
  type UploadedImage,
  type UploadGroup,
} from '../../../contract/content-admin';

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
 * One pipeline for every uploaded picture: the type is read from the bytes by libvips (never the
 * name or the declared type), then it is re-encoded (which drops metadata and anything hidden in
 * the file) to AVIF and WebP at the group's widths, cover-cropped to the group's aspect ratio.
 * Files are named by a hash of their bytes, so their URLs never change and may be cached for good.
 */
export function createUploads(uploadsDir: string) {
  return {
    dir: uploadsDir,

    async store(bytes: Buffer, group: UploadGroup): Promise<UploadedImage & { key: string }> {
      // Loaded at the first upload, not at start: libvips and its threads are ~15 MB of the server's
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
                .then((b) => [`${name}-${w}.avif`, b] as const),
              resized()
                .webp(ENCODING.webp)
                .toBuffer()
                .then((b) => [`${name}-${w}.webp`, b] as const),
            ];
          }),
          sharp(master)
            .webp(ENCODING.webp)
            .toBuffer()
            .then((b) => [`${name}.webp`, b] as const),
        ]);
        for (const [file, b] of encoded) files.set(file, b);
      } catch {
        // A header that looks right on a body that does not decode.
        throw new UploadRejected(UPLOAD_MESSAGES.notImage);
      }

      // Everything is encoded before anything is written: a refused file leaves nothing behind.
      const dir = path.join(uploadsDir, group);
      await fs.mkdir(dir, { recursive: true });
      for (const [file, data] of files) {
        const target = path.join(dir, file);
        const partial = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.part`;
        await fs.writeFile(partial, data);
        await fs.rename(partial, target);
      }
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
