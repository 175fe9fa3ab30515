import type { MetaDescriptor } from 'react-router';
import type { PageInfo } from '../../content/pages';
import type { RootData } from '../root';
import { pageMeta, type PageMetaInput } from './meta';

type AnyMatches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

export function publicUrlOf(matches: AnyMatches): string {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  return root?.publicUrl ?? '';
}

/** Head tags of a general page from its entry in content/pages. */
export function metaFor(page: PageInfo, matches: AnyMatches, extra?: Partial<PageMetaInput>): MetaDescriptor[] {
  return pageMeta({ title: page.title, description: page.description, path: page.path, publicUrl: publicUrlOf(matches), ...extra });
}
