import { useState } from 'react';
import type { HOME_PAGE } from '../../../shared/content/home-page';

function SloganList({ slogans, hidden = false }: { slogans: string[]; hidden?: boolean }) {
  return (
    <ul
      aria-hidden={hidden || undefined}
      className={`flex shrink-0 items-center motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-2 ${hidden ? 'motion-reduce:hidden' : ''}`}
    >
      {slogans.map((slogan) => (
        <li
          key={slogan}
          className="flex items-center gap-6 px-3 text-base font-semibold whitespace-nowrap before:icon-sparkle-filled before:size-4 before:text-brand-800 motion-reduce:gap-2 motion-reduce:whitespace-normal sm:text-lg"
        >
          {slogan}
        </li>
      ))}
    </ul>
  );
}

/**
 * The moving slogan band. Two copies scroll by half their width for a seamless loop; it stops
 * on hover or focus, when the visitor presses pause, and never moves under reduced motion.
 */
export function SloganBanner({
  slogans,
  words,
}: {
  slogans: string[];
  words: (typeof HOME_PAGE)['slogans'];
}) {
  const [paused, setPaused] = useState(false);
  return (
    <section
      aria-label={words.label}
      className="relative flex items-center bg-gold-400 text-brand-950"
    >
      <div className="min-w-0 flex-1 overflow-hidden py-4">
        <div
          data-testid="slogan-track"
          className={`flex w-max animate-marquee hover:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none motion-reduce:justify-center ${
            paused ? '[animation-play-state:paused]' : ''
          }`}
        >
          <SloganList slogans={slogans} />
          <SloganList slogans={slogans} hidden />
        </div>
      </div>
      <button
        type="button"
        onClick={() => setPaused((p) => !p)}
        aria-pressed={paused}
        aria-label={words.pause}
        className={`me-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-950 text-gold-400 before:size-4 hover:bg-brand-800 motion-reduce:hidden sm:me-4 ${paused ? 'before:icon-play' : 'before:icon-pause'}`}
      />
    </section>
  );
}
