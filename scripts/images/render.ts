// Encoding: one cover-cropped master at the group's full size, then WebP (and AVIF where the group
// takes it) at every responsive width, plus the default `<name>.webp` that <img src> falls back to.

import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { IMAGE_GROUPS } from '../../shared/content/images';
import type { ImageSpec } from './manifest';
import type { Source } from './source';

/** Effort 2 keeps AVIF encoding quick; quality 50 AVIF and 75 WebP look alike at these sizes. */
export const ENCODING = { avif: { quality: 50, effort: 2 }, webp: { quality: 75 } } as const;

/** Part of the cache key: bump it when the pipeline below changes, so every image is rebuilt. */
export const RENDER_VERSION = 1;

interface Output {
  file: string;
  width: number;
  format: 'avif' | 'webp';
}

export function outputsFor(spec: ImageSpec): Output[] {
  const { width, widths, avif } = IMAGE_GROUPS[spec.group];
  const out: Output[] = widths.flatMap((w) => [
    ...(avif ? [{ file: `${spec.name}-${w}.avif`, width: w, format: 'avif' as const }] : []),
    { file: `${spec.name}-${w}.webp`, width: w, format: 'webp' as const },
  ]);
  return [...out, { file: `${spec.name}.webp`, width, format: 'webp' }];
}

export const outputsExist = (dir: string, spec: ImageSpec) =>
  outputsFor(spec).every((o) => existsSync(join(dir, o.file)));

/** Render an SVG at a density that makes it at least the target size, so it is never upscaled. */
async function svgDensity(bytes: Buffer, w: number, h: number): Promise<number> {
  const meta = await sharp(bytes).metadata();
  const scale = Math.max(w / (meta.width || w), h / (meta.height || h));
  return Math.min(2400, Math.max(72, Math.ceil(72 * scale)));
}

/** Writes every output file for one image; returns how many files were written. */
export async function renderImage(spec: ImageSpec, source: Source, dir: string): Promise<number> {
  const { width: W, height: H } = IMAGE_GROUPS[spec.group];
  const density = source.vector ? await svgDensity(source.bytes, W, H) : undefined;
  // rotate() applies EXIF orientation from phone photos before cropping.
  const master = await sharp(source.bytes, density ? { density } : {})
    .rotate()
    .resize(W, H, { fit: 'cover' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Encoding an alpha plane roughly doubles AVIF time and adds bytes, so drop it when every
  // pixel is opaque (all illustrations, and photos without transparency).
  const opaque =
    master.info.channels === 4 && (await sharp(master.data, { raw: master.info }).stats()).isOpaque;
  const raw = {
    raw: { width: master.info.width, height: master.info.height, channels: master.info.channels },
  };
  await mkdir(dir, { recursive: true });
  const encoded = new Map<string, Buffer>();
  for (const o of outputsFor(spec)) {
    const key = `${o.width}.${o.format}`;
    let bytes = encoded.get(key);
    if (!bytes) {
      const base = sharp(master.data, raw);
      const img = (opaque ? base.removeAlpha() : base).resize(
        o.width,
        Math.round((o.width * H) / W),
      );
      bytes = await (
        o.format === 'avif' ? img.avif(ENCODING.avif) : img.webp(ENCODING.webp)
      ).toBuffer();
      encoded.set(key, bytes);
    }
    await writeFile(join(dir, o.file), bytes);
  }
  return outputsFor(spec).length;
}
