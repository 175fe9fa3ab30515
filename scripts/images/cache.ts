// Skip images whose output is already up to date. The key is a hash of everything that affects
// the output (source bytes or SVG text, group size and widths, encoder settings), so editing a
// photo, an illustration or the settings rebuilds exactly the images that changed.

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export type Cache = Record<string, string>;

export function hashInputs(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 32);
}

/** A missing or unreadable cache just means a full rebuild, never a failure. */
export async function loadCache(path: string): Promise<Cache> {
  if (!existsSync(path)) return {};
  try {
    const data: unknown = JSON.parse(await readFile(path, 'utf8'));
    return data && typeof data === 'object' ? (data as Cache) : {};
  } catch {
    return {};
  }
}

export async function saveCache(path: string, cache: Cache): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const sorted = Object.fromEntries(Object.entries(cache).sort(([a], [b]) => a.localeCompare(b)));
  await writeFile(path, `${JSON.stringify(sorted, null, 2)}\n`);
}
