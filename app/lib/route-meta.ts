import type { MetaDescriptor } from 'react-router';
import type { PageInfo } from '../../content/pages';
import type { RootData } from '../root';
import { imageBase } from '../../content/images';
import { pageMeta, type PageMetaInput, type ShareImage } from './meta';

/**
 * Shared by pages without a picture of their own: the home page's first slide (1600 × 900, made by
 * build-images) and its label. Not read from content/home, so every page's bundle stays small, and not in meta.ts,
 * which course pages (with their own picture) load first too.
 */
export const DEFAULT_SHARE_IMAGE: ShareImage = {
  src: `${imageBase('slides', 'fm-diploma')}.webp`,
  alt: 'Facility manager reviewing a building plan with a maintenance team',
};

type AnyMatches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

export function publicUrlOf(matches: AnyMatches): string {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  return root?.publicUrl ?? '';
}

/** Head tags of a general page from its entry in content/pages. */
export function metaFor(page: PageInfo, matches: AnyMatches, extra?: Partial<PageMetaInput>): MetaDescriptor[] {
  return pageMeta({ title: page.title, description: page.description, path: page.path, publicUrl: publicUrlOf(matches), image: DEFAULT_SHARE_IMAGE, ...extra });
}
