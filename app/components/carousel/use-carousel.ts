import type { EmblaCarouselType, EmblaEventType, EmblaOptionsType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './use-reduced-motion';

export interface CarouselState {
  /** Index of the selected snap (0-based). */
  selected: number;
  snapCount: number;
  canPrev: boolean;
  canNext: boolean;
  /** Slides at least half visible; null until the carousel runs (server HTML, or a breakpoint that turns it off). */
  inView: number[] | null;
  /** Whether autoplay is running; always false without an autoplay delay. */
  playing: boolean;
}

/**
 * Embla with the state our controls need. Autoplay is opt-in (a delay), never starts under
 * reduced motion, stops for good on any interaction and can be toggled by the visitor.
 */
export function useCarousel(slideCount: number, options: EmblaOptionsType, autoplayDelay?: number) {
  const reducedMotion = usePrefersReducedMotion();
  // Plugins must keep their identity across renders, or Embla re-initialises on every render.
  const [plugins] = useState(() =>
    autoplayDelay ? [Autoplay({ delay: autoplayDelay, playOnInit: false, stopOnInteraction: true, stopOnMouseEnter: true, stopOnFocusIn: true })] : [],
  );
  const [viewportRef, api] = useEmblaCarousel({ inViewThreshold: 0.5, ...options }, plugins);
  const [state, setState] = useState<CarouselState>({
    selected: options.startIndex ?? 0,
    snapCount: slideCount,
    canPrev: Boolean(options.loop),
    canNext: slideCount > 1,
    inView: null,
    playing: false,
  });

  const sync = useCallback((embla: EmblaCarouselType, event?: EmblaEventType) => {
    // Tearing Embla down (leaving the page) stops autoplay, whose event arrives after the engine is gone.
    const engine = embla.internalEngine() as ReturnType<EmblaCarouselType['internalEngine']> | undefined;
    if (!engine) return;
    const active = engine.options.active;
    // Autoplay announces play and stop before its own isPlaying() changes: trust the event.
    const playing = event === 'autoplay:play' ? true : event === 'autoplay:stop' ? false : (embla.plugins()?.autoplay?.isPlaying() ?? false);
    setState((s) => ({
      ...s,
      selected: embla.selectedScrollSnap(),
      snapCount: embla.scrollSnapList().length,
      canPrev: active && embla.canScrollPrev(),
      canNext: active && embla.canScrollNext(),
      inView: active ? embla.slidesInView() : null,
      playing,
    }));
  }, []);

  useEffect(() => {
    if (!api) return;
    // Embla may have emitted 'init' before this effect subscribed: read its state on the next frame too.
    const frame = requestAnimationFrame(() => sync(api));
    const events = ['init', 'select', 'reInit', 'slidesInView', 'autoplay:play', 'autoplay:stop'] as const;
    events.forEach((event) => api.on(event, sync));
    return () => {
      cancelAnimationFrame(frame);
      events.forEach((event) => api.off(event, sync));
    };
  }, [api, sync]);

  useEffect(() => {
    const autoplay = api?.plugins()?.autoplay;
    if (!autoplay) return;
    if (reducedMotion) autoplay.stop();
    else autoplay.play();
  }, [api, reducedMotion]);

  // Under reduced motion the slides change without the scrolling animation. Choosing a slide
  // stops autoplay for good, so the carousel never moves on from what the visitor picked.
  const jump = reducedMotion;
  const prev = useCallback(() => {
    api?.plugins()?.autoplay?.stop();
    api?.scrollPrev(jump);
  }, [api, jump]);
  const next = useCallback(() => {
    api?.plugins()?.autoplay?.stop();
    api?.scrollNext(jump);
  }, [api, jump]);
  const goTo = useCallback(
    (index: number) => {
      api?.plugins()?.autoplay?.stop();
      api?.scrollTo(index, jump);
    },
    [api, jump],
  );
  const togglePlay = useCallback(() => {
    const autoplay = api?.plugins()?.autoplay;
    if (!autoplay) return;
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
  }, [api]);

  return { viewportRef, state, prev, next, goTo, togglePlay, hasAutoplay: Boolean(autoplayDelay) };
}
