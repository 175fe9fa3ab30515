import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { chatHref } from './chat-href';

// The scroll link's classes while hidden (floating-links.tsx renders it so).
const HIDDEN_TOP = ['opacity-0', 'pointer-events-none'];

/**
 * What the floating links (floating-links.tsx, kept or rendered) do once the page runs: the chat
 * greeting names the exact address (query included) after each navigation, and the link to the top
 * appears, reachable by keyboard, once the visitor has scrolled down.
 */
export function useFloatingLinks(ref: React.RefObject<HTMLElement | null>) {
  const location = useLocation();
  useEffect(() => {
    ref.current?.querySelector('[data-testid="chat-link"]')?.setAttribute('href', chatHref(window.location.href));
  }, [location, ref]);
  useEffect(() => {
    const onScroll = () => {
      const top = ref.current?.querySelector<HTMLElement>('[data-scroll-top]');
      if (!top) return;
      const visible = window.scrollY > 600;
      for (const name of HIDDEN_TOP) top.classList.toggle(name, !visible);
      top.tabIndex = visible ? 0 : -1;
      top.setAttribute('aria-hidden', String(!visible));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [ref]);
}
