// The contacts page's map as a React component, as it was when ADR 0010's prototypes were measured:
// the product now makes the frame with a plain script (app/layouts/near-frames.ts).
import { MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** How far ahead of the viewport the map starts loading. */
const PRELOAD_MARGIN = '300px';

/**
 * An embedded map that costs nothing until the visitor scrolls near it: the iframe gets its src
 * only when its box comes within PRELOAD_MARGIN of the viewport. Native loading="lazy" is not
 * enough, since Chromium fetches lazy frames up to a few thousand pixels ahead. The box has a
 * fixed aspect ratio, so nothing moves when the map arrives.
 */
export function LazyMap({ src, title, fallbackHref }: { src: string; title: string; fallbackHref: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={box} className="relative aspect-[4/3] w-full overflow-hidden rounded-panel bg-brand-100 shadow-card sm:aspect-[16/7]">
      {near ? (
        <iframe src={src} title={title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" className="absolute inset-0 h-full w-full border-0" />
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-brand-800">
          <MapPin aria-hidden="true" className="size-10 text-accent-600" />
          <a href={fallbackHref} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
            Open the map<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      )}
    </div>
  );
}
