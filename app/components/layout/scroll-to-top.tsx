import { useEffect, useState } from 'react';

/** Appears once the visitor has scrolled down; a plain link to the top of the page. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 600);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <a
      href="#top"
      aria-label="Scroll to top"
      className={`fixed right-4 bottom-22 z-40 flex h-11 w-11 items-center justify-center rounded-full bg-brand-900 text-white shadow-lg transition-opacity ${visible ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5">
        <path d="M6 15l6-6 6 6" />
      </svg>
    </a>
  );
}
