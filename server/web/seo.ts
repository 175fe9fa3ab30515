import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
// The sitemap reads the same path records as the route table and the prerender list (pure data, no React).
import {
  CATALOGUE_PATH,
  COURSE_PATHS,
  EXTRA_PATHS,
  GENERAL_PATHS,
  blogPath,
} from '../../shared/paths';
import { PAGES } from '../../shared/content/pages';
import { alternatePaths, LANGS, pathIn, type Lang } from '../../shared/lang';
import { inEveryLanguage } from '../../shared/site-paths';
import { fileAnswer } from '../../schemas/envelope';
import type { Services } from '../services';
import { ASTRO_ENTRY } from './';

export interface SitemapEntry {
  /** Path on the site, e.g. /about. */
  path: string;
  lastModified?: Date;
}

type SitemapServices = {
  blogs: Pick<Services['blogs'], 'listModified'>;
  batches?: Pick<Services['batches'], 'lastChangeByCourse'>;
};

// Pages that show posts change whenever a post in their language is published.
const LISTS_POSTS = new Set<string>([PAGES.home.path, PAGES.blogs.path]);

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The sitemaps.org XML for absolute URLs under `publicUrl`; a page in every language names its twins
 * (and the address for any other language) as the page's head does, as Google reads them.
 */
export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path: p, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${w3cDate(lastModified)}</lastmod>` : '';
    const alternates = inEveryLanguage(p)
      ? alternatePaths(p)
          .map(
            ({ hreflang, path: twin }) =>
              `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${publicUrl}${twin}`)}"/>`,
          )
          .join('')
      : '';
    return `  <url><loc>${escapeXml(`${publicUrl}${p}`)}</loc>${lastmod}${alternates}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /admin',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** When the site was last built: the static pages' honest last-modified date. */
function builtAt(): Date | undefined {
  try {
    return fs.statSync(ASTRO_ENTRY).mtime;
  } catch {
    return undefined;
  }
}

const later = (a: Date | undefined, b: Date | undefined) => (a && b ? (a > b ? a : b) : (a ?? b));

/** A page's entry and its twins', dated alike. */
const inEachLanguage = (entry: SitemapEntry): SitemapEntry[] =>
  LANGS.map((lang) => ({ ...entry, path: pathIn(lang, entry.path) }));

/** Every public URL: the general pages, the course finder, every course and every published post, each in every language it has. */
export async function sitemapEntries(
  services: SitemapServices,
  siteBuiltAt = builtAt(),
): Promise<SitemapEntry[]> {
  // Most recently changed first; a post's lastmod is its last edit in the console (or its creation).
  const posts = await services.blogs.listModified();
  const newestPost = (lang: Lang) => posts.find((post) => post.lang === lang)?.updatedAt;
  const batchChanges = (await services.batches?.lastChangeByCourse()) ?? new Map<string, Date>();
  // The course finder shows every course's next start: it changed when any batch did.
  const finderModified = [...batchChanges.values()].reduce(later, siteBuiltAt);
  return [
    ...GENERAL_PATHS.flatMap((p) =>
      LANGS.map((lang) => ({
        path: pathIn(lang, p),
        lastModified: LISTS_POSTS.has(p) ? later(siteBuiltAt, newestPost(lang)) : siteBuiltAt,
      })),
    ),
    ...EXTRA_PATHS.map((p) => ({
      path: p,
      lastModified: p === CATALOGUE_PATH ? finderModified : siteBuiltAt,
    })).flatMap(inEachLanguage),
    // A course page shows its batches: it changed when they did, if that was after the build.
    ...COURSE_PATHS.map((p) => ({
      path: p,
      lastModified: later(siteBuiltAt, batchChanges.get(p.slice(1))),
    })).flatMap(inEachLanguage),
    // A post is at its own language's address alone.
    ...posts.map((post) => ({
      path: pathIn(post.lang, blogPath(post.id)),
      lastModified: post.updatedAt,
    })),
  ];
}

export async function seoRoutes(
  app: FastifyInstance,
  { services, publicUrl }: { services: SitemapServices; publicUrl: string },
) {
  const sitemap = { response: { 200: fileAnswer('application/xml', 'The sitemap.') } };
  app.get('/sitemap.xml', { schema: sitemap }, async (_request, reply) => {
    const xml = sitemapXml(publicUrl, await sitemapEntries(services));
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });

  const robots = { response: { 200: fileAnswer('text/plain', 'The robots rules.') } };
  app.get('/robots.txt', { schema: robots }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(robotsTxt(publicUrl)),
  );
}
