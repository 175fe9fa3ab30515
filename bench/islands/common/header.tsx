import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { SiteHeader } from '../../../app/components/layout/site-header';
import { attachMenuClosing } from '../../../app/components/layout/menu-closing';
import type { CourseNavigation } from '../../../content/courses';
import { routed } from './routed';

/** The header with the menus' behaviour that site-chrome.tsx gives it today (close on Escape, on a click elsewhere). */
export function HeaderWithMenus({ nav }: { nav: CourseNavigation }) {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => (ref.current ? attachMenuClosing(ref.current) : undefined), []);
  return (
    <header ref={ref} className="sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur">
      <SiteHeader nav={nav} pathname={pathname} />
    </header>
  );
}

export const Header = routed(HeaderWithMenus);
