import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { markCurrentLinks } from './current-link';

/**
 * What React Router's <Link> does, for the plain anchors of kept server markup: a plain left click
 * on a link to a page of the site (the server marks those data-discover) navigates in the page
 * instead of loading it again; and the current page's links are marked after each navigation.
 */
export function useKeptLinks(ref: React.RefObject<HTMLElement | null>, enabled: boolean) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (enabled && ref.current) markCurrentLinks(ref.current, pathname);
  }, [enabled, pathname, ref]);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.('a[data-discover]');
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const to = `${url.pathname}${url.search}${url.hash}`;
      // Like <Link>: the same address again replaces the history entry instead of adding one.
      void navigate(to, { replace: to === `${window.location.pathname}${window.location.search}${window.location.hash}` });
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [enabled, navigate, ref]);
}
