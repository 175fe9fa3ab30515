import { chatHref } from './chat-href';

// What the floating links (floating-links.tsx) do once the page runs, as plain DOM: called by the
// layout's script (site/islands/page-scripts/site-chrome.ts).

// The scroll link's classes while hidden (floating-links.tsx renders it so).
const HIDDEN_TOP = ['opacity-0', 'pointer-events-none'];

/** The chat greeting names the exact address, query included (the server wrote the canonical one). */
export function nameChatPage(root: ParentNode) {
  const link = root.querySelector<HTMLElement>('[data-testid="chat-link"]');
  link?.setAttribute('href', chatHref(window.location.href, link.dataset.greeting ?? ''));
}

/** The link to the top appears, reachable by keyboard, once the visitor has scrolled down. Returns the undo. */
export function attachScrollTop(root: ParentNode): () => void {
  const onScroll = () => {
    const top = root.querySelector<HTMLElement>('[data-scroll-top]');
    if (!top) return;
    const visible = window.scrollY > 600;
    for (const name of HIDDEN_TOP) top.classList.toggle(name, !visible);
    top.tabIndex = visible ? 0 : -1;
    top.setAttribute('aria-hidden', String(!visible));
  };
  onScroll();
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}
