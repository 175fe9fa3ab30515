import { useRef } from 'react';
import { FloatingLinks } from '../../../app/components/layout/floating-links';
import { useFloatingLinks } from '../../../app/components/layout/use-floating-links';
import { routed } from './routed';

/** The chat and scroll-to-top links with the behaviour site-chrome.tsx gives them today. */
export function FloatingWithBehaviour({ pageUrl }: { pageUrl: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useFloatingLinks(ref);
  return (
    <div ref={ref} className="contents">
      <FloatingLinks pageUrl={pageUrl} />
    </div>
  );
}

export const Floating = routed(FloatingWithBehaviour);
