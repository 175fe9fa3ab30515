import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { uploads } from '../db/schema';

/** Pictures kept in memory per process, the most recently served first; the rest are read again when asked for. */
const KEPT_BYTES = 32 * 1024 * 1024;

export interface UploadedImageFile {
  bytes: Buffer;
  etag: string;
}

/**
 * The uploaded pictures as every process serves them: read from the uploads table once, then kept
 * in memory. A name never changes its bytes (it is a hash of the source), so a kept picture is never
 * stale; a name not found is not remembered, since another process may store it the next moment.
 */
export function createUploadedImagesService(db: Database, keptBytes = KEPT_BYTES) {
  const kept = new Map<string, UploadedImageFile>();
  const reading = new Map<string, Promise<UploadedImageFile | undefined>>();
  let keptTotal = 0;

  const keep = (path: string, file: UploadedImageFile) => {
    kept.set(path, file);
    keptTotal += file.bytes.length;
    for (const [oldest, { bytes }] of kept) {
      if (keptTotal <= keptBytes) break;
      kept.delete(oldest);
      keptTotal -= bytes.length;
    }
  };

  const read = async (path: string) => {
    const [row] = await db
      .select({ bytes: uploads.bytes })
      .from(uploads)
      .where(eq(uploads.path, path));
    if (!row) return undefined;
    const etag = `"${crypto.createHash('sha256').update(row.bytes).digest('base64url').slice(0, 27)}"`;
    const file = { bytes: row.bytes, etag };
    keep(path, file);
    return file;
  };

  return {
    /** The file at /uploads/<path>, or undefined if there is none. */
    async find(path: string): Promise<UploadedImageFile | undefined> {
      const hit = kept.get(path);
      if (hit) {
        // Most recently served last: the map's order is the order of eviction.
        kept.delete(path);
        kept.set(path, hit);
        return hit;
      }
      // Many first requests for one picture at once make one query.
      let pending = reading.get(path);
      if (!pending) {
        pending = read(path).finally(() => reading.delete(path));
        reading.set(path, pending);
      }
      return pending;
    },
  };
}
export type UploadedImagesService = ReturnType<typeof createUploadedImagesService>;
