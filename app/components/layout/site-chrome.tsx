import { lazy, useEffect, useRef } from 'react';
import type { CourseNavigation } from '../../../content/courses';
import { isKept, ServerHtml } from './server-html';
import { attachMenuClosing } from './menu-closing';
import { useFloatingLinks } from './use-floating-links';
import { useKeptLinks } from './use-kept-links';

// The header (menus with every course) and the footer are the same on every page and are plain
// links and <details>: the server renders them, the browser keeps that markup (server-html.tsx)
// and only this file's small behaviour ships in the first load. Their components are fetched only
// when a page has to render them in the browser (see ServerHtml).

const loadHeader = () => import('./site-header');
const loadFooter = () => import('./site-footer');
const loadFloating = () => import('./floating-links');

// The server renders them inline (complete HTML, no streamed swap): load them before any render.
const onServer = import.meta.env.SSR ? { header: await loadHeader(), footer: await loadFooter(), floating: await loadFloating() } : undefined;

const Header = onServer?.header.SiteHeader ?? lazy(() => loadHeader().then((module) => ({ default: module.SiteHeader })));
const Footer = onServer?.footer.SiteFooter ?? lazy(() => loadFooter().then((module) => ({ default: module.SiteFooter })));
const Floating = onServer?.floating.FloatingLinks ?? lazy(() => loadFloating().then((module) => ({ default: module.FloatingLinks })));

export function SiteHeaderIsland({ nav, pathname }: { nav: CourseNavigation; pathname: string }) {
  const ref = useRef<HTMLElement>(null);
  // Its links load their page (plain <a href>): a menu needs no closing on navigation.
  useEffect(() => (ref.current ? attachMenuClosing(ref.current) : undefined), []);
  useKeptLinks(ref, isKept('header'));
  return (
    <ServerHtml name="header" as="header" className="sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur" elementRef={ref}>
      <Header nav={nav} pathname={pathname} />
    </ServerHtml>
  );
}

export function SiteFooterIsland() {
  const ref = useRef<HTMLElement>(null);
  useKeptLinks(ref, isKept('footer'));
  return (
    <ServerHtml name="footer" as="footer" className="bg-brand-950 text-brand-100" elementRef={ref}>
      <Footer />
    </ServerHtml>
  );
}

/** The chat and scroll-to-top links; `pageUrl` is the canonical address the server names. */
export function FloatingLinksIsland({ pageUrl }: { pageUrl: string }) {
  const ref = useRef<HTMLElement>(null);
  useFloatingLinks(ref);
  return (
    <ServerHtml name="floating" as="div" className="contents" elementRef={ref}>
      <Floating pageUrl={pageUrl} />
    </ServerHtml>
  );
}
