// Where each picture comes from: a photograph the academy dropped into images/<group>/, or
// else the generated illustration. Supplied files always win, so replacing a picture never
// needs a code change.

import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { illustrationSvg } from './illustration';
import type { ImageSpec } from './manifest';

export const SUPPLIED_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'svg'] as const;

export interface Source {
  /** 'supplied' for a file under images/, 'generated' for an illustration. */
  kind: 'supplied' | 'generated';
  bytes: Buffer;
  /** True for SVG input, which needs a render density rather than a plain decode. */
  vector: boolean;
  /** Repo-relative path of a supplied file, for messages. */
  from?: string;
}

export async function loadSource(root: string, spec: ImageSpec): Promise<Source> {
  const found = SUPPLIED_EXTENSIONS.map((ext) =>
    join(root, 'images', spec.group, `${spec.name}.${ext}`),
  ).filter((p) => existsSync(p));
  if (found.length > 1) {
    // Picking one silently would leave the academy wondering why their new photo is ignored.
    throw new Error(
      `more than one supplied file for ${spec.group}/${spec.name}: ${found.map((p) => relative(root, p)).join(', ')}; keep one`,
    );
  }
  const file = found[0];
  if (file)
    return {
      kind: 'supplied',
      bytes: await readFile(file),
      vector: extname(file) === '.svg',
      from: relative(root, file),
    };
  return { kind: 'generated', bytes: Buffer.from(illustrationSvg(spec)), vector: true };
}

/** Supplied files whose name matches no needed image: almost always a typo worth reporting. */
export async function unmatchedSupplied(root: string, specs: ImageSpec[]): Promise<string[]> {
  const wanted = new Set(
    specs.flatMap((s) => SUPPLIED_EXTENSIONS.map((ext) => `${s.group}/${s.name}.${ext}`)),
  );
  const groups = new Set(specs.map((s) => s.group));
  const stray: string[] = [];
  for (const group of groups) {
    const dir = join(root, 'images', group);
    if (!existsSync(dir)) continue;
    for (const file of await readdir(dir)) {
      if (file.startsWith('.') || file.toLowerCase().endsWith('.md')) continue;
      if (!wanted.has(`${group}/${file}`)) stray.push(`images/${group}/${file}`);
    }
  }
  return stray;
}
