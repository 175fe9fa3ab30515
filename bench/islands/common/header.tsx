import { useRef } from 'react';
import { SiteHeader } from '../../../app/components/layout/site-header';
import { useCloseMenus } from '../../../app/components/layout/use-close-menus';
import type { CourseNavigation } from '../../../content/courses';
import { routed } from './routed';

/** The header with the menus' behaviour that site-chrome.tsx gives it today (close on Escape, on a click elsewhere). */
export function HeaderWithMenus({ nav }: { nav: CourseNavigation }) {
  const ref = useRef<HTMLElement>(null);
  useCloseMenus(ref);
  return (
    <header ref={ref} className="sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur">
      <SiteHeader nav={nav} />
    </header>
  );
}

export const Header = routed(HeaderWithMenus);
