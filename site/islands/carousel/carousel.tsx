import type { EmblaOptionsType } from 'embla-carousel';
import { useEffect, useRef } from 'react';
import { useCarousel } from './use-carousel';
import type { CHROME } from '../../../shared/content/chrome';
import { fill } from '../../../shared/lang';

/** The controls' words in the page's language (shared/content/chrome.ts), handed in by the page. */
export type CarouselWords = (typeof CHROME)['carousel'];

export interface CarouselSlide {
  key: string;
  /** What the slide is about, for its accessible name ("2 of 6: …"). */
  label: string;
  content: React.ReactNode;
}

interface CarouselProps {
  /** Accessible name of the whole carousel. */
  label: string;
  /** Noun used in control names: "Next testimonial", "Go to slide 3". */
  itemName?: keyof CarouselWords['items'];
  words: CarouselWords;
  slides: CarouselSlide[];
  /** Width of one slide (Tailwind basis classes); full width by default. */
  slideClassName?: string;
  options?: EmblaOptionsType;
  /** Milliseconds between slides; omit for no autoplay. */
  autoplayDelay?: number;
  showCounter?: boolean;
  showDots?: boolean;
  /** Colours of the controls: on a light or a dark band. */
  tone?: 'light' | 'dark';
  className?: string;
  controlsClassName?: string;
}

const TONES = {
  light: {
    button: 'border-brand-200 bg-white text-brand-900 hover:bg-brand-50',
    text: 'text-brand-900',
    dot: 'before:bg-brand-200',
    dotActive: 'before:bg-accent-600',
  },
  dark: {
    button: 'border-white/40 bg-brand-950/40 text-white hover:bg-white/15',
    text: 'text-white',
    dot: 'before:bg-white/40',
    dotActive: 'before:bg-gold-400',
  },
} as const;

function isTyping(target: EventTarget | null) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * The one carousel of the site (hero, courses, testimonials, vision), on Embla: every slide is in
 * the server HTML, in a fixed-height row, so nothing shifts when the script takes over. Slides out
 * of view are inert, so keyboard and screen-reader users only meet what is shown.
 */
export function Carousel({
  label,
  itemName = 'slide',
  words,
  slides,
  slideClassName = 'basis-full',
  options = {},
  autoplayDelay,
  showCounter = false,
  showDots = false,
  tone = 'light',
  className = '',
  controlsClassName = 'mt-6',
}: CarouselProps) {
  const { viewportRef, state, prev, next, goTo, togglePlay, hasAutoplay } = useCarousel(
    slides.length,
    options,
    autoplayDelay,
  );
  const slideRefs = useRef<(HTMLDivElement | null)[]>([]);
  const colours = TONES[tone];
  const item = words.items[itemName];

  // A focused control inside a slide that scrolls away would be lost: keep focus on what is shown.
  useEffect(() => {
    const active = document.activeElement;
    if (!state.inView || !active) return;
    const holder = slideRefs.current.findIndex((el) => el?.contains(active));
    if (holder >= 0 && !state.inView.includes(holder))
      slideRefs.current[state.inView[0] ?? state.selected]?.focus();
  }, [state.inView, state.selected]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (isTyping(event.target)) return;
    // The arrow keys go the way the slides lie: right to left on a right-to-left page.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) prev();
    else if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) next();
    else return;
    event.preventDefault();
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={className}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ms-4 flex touch-pan-y" aria-live={state.playing ? 'off' : 'polite'}>
          {slides.map((slide, i) => {
            const hidden = state.inView !== null && !state.inView.includes(i);
            return (
              <div
                key={slide.key}
                ref={(el) => {
                  slideRefs.current[i] = el;
                }}
                // relative: absolutely placed content (sr-only text) stays clipped with its slide
                // instead of widening the page past a phone's screen.
                role="group"
                aria-roledescription="slide"
                aria-label={fill(words.position, {
                  n: i + 1,
                  count: slides.length,
                  label: slide.label,
                })}
                tabIndex={-1}
                inert={hidden}
                data-in-view={hidden ? undefined : ''}
                className={`relative min-w-0 shrink-0 grow-0 ps-4 focus:outline-none ${slideClassName}`}
              >
                {slide.content}
              </div>
            );
          })}
        </div>
      </div>
      <div className={`flex items-center gap-3 ${controlsClassName}`}>
        <button
          type="button"
          onClick={prev}
          disabled={!state.canPrev}
          aria-label={fill(words.previous, { item })}
          className={`btn-icon ${colours.button} before:icon-chevron-left before:size-5 rtl:before:rotate-180`}
        />
        {showCounter && (
          <p
            className={`min-w-12 text-center text-sm font-semibold tabular-nums ${colours.text}`}
            aria-hidden="true"
          >
            {`${state.selected + 1} / ${state.snapCount}`}
          </p>
        )}
        <button
          type="button"
          onClick={next}
          disabled={!state.canNext}
          aria-label={fill(words.next, { item })}
          className={`btn-icon ${colours.button} before:icon-chevron-right before:size-5 rtl:before:rotate-180`}
        />
        {showDots && (
          <div className="hidden items-center sm:flex">
            {slides.map((slide, i) => (
              <button
                key={slide.key}
                type="button"
                onClick={() => goTo(i)}
                aria-label={fill(words.goTo, { item, n: i + 1, label: slide.label })}
                aria-current={i === state.selected ? 'true' : undefined}
                className={`inline-flex size-8 items-center justify-center rounded-full before:h-2 before:rounded-full before:transition-all ${i === state.selected ? `before:w-6 ${colours.dotActive}` : `before:w-2 ${colours.dot} hover:before:opacity-80`}`}
              />
            ))}
          </div>
        )}
        {hasAutoplay && (
          <button
            type="button"
            onClick={togglePlay}
            aria-label={state.playing ? words.pause : words.play}
            className={`ms-auto btn-icon ${colours.button} before:size-4 ${state.playing ? 'before:icon-pause' : 'before:icon-play'}`}
          />
        )}
      </div>
    </div>
  );
}
