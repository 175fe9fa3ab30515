import EmblaCarousel, {
  type EmblaCarouselType,
  type EmblaEventType,
  type EmblaOptionsType,
} from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { useCallback, useEffect, useRef, useState } from 'react';
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
 * Embla on the viewport, started in a task of its own once the page has hydrated. Starting measures
 * every slide; started from React's effects (as embla-carousel-react does), all of a page's carousels
 * measured in one long task after hydration, the longest the home page had (Total Blocking Time).
 * The viewport is a ref, not state, so hydrating the page schedules no second render either. Options
 * and plugins are read once: every carousel passes constants.
 */
function useEmbla(options: EmblaOptionsType, autoplayDelay?: number) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const started = useRef<EmblaCarouselType>(undefined);
  const [setup] = useState(() => ({
    options: { inViewThreshold: 0.5, ...options },
    plugins: autoplayDelay
      ? [
          Autoplay({
            delay: autoplayDelay,
            playOnInit: false,
            stopOnInteraction: true,
            stopOnMouseEnter: true,
            stopOnFocusIn: true,
          }),
        ]
      : [],
  }));
  const startNow = useCallback(() => {
    if (!started.current && viewportRef.current) {
      // Slides lie in the page's direction: right to left on an Arabic page.
      const direction = getComputedStyle(viewportRef.current).direction === 'rtl' ? 'rtl' : 'ltr';
      started.current = EmblaCarousel(
        viewportRef.current,
        { direction, ...setup.options },
        setup.plugins,
      );
      setApi(started.current);
    }
    return started.current;
  }, [setup]);
  useEffect(() => {
    const start = setTimeout(startNow);
    return () => {
      clearTimeout(start);
      started.current?.destroy();
      started.current = undefined;
    };
  }, [startNow]);
  return [viewportRef, api, startNow] as const;
}

/**
 * Embla with the state our controls need. Autoplay is opt-in (a delay), never starts under
 * reduced motion, stops for good on any interaction and can be toggled by the visitor.
 */
export function useCarousel(slideCount: number, options: EmblaOptionsType, autoplayDelay?: number) {
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, api, startNow] = useEmbla(options, autoplayDelay);
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
    const engine = embla.internalEngine() as
      ReturnType<EmblaCarouselType['internalEngine']> | undefined;
    if (!engine) return;
    const active = engine.options.active;
    // Autoplay announces play and stop before its own isPlaying() changes: trust the event.
    const playing =
      event === 'autoplay:play'
        ? true
        : event === 'autoplay:stop'
          ? false
          : (embla.plugins()?.autoplay?.isPlaying() ?? false);
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
    const events = [
      'init',
      'select',
      'reInit',
      'slidesInView',
      'autoplay:play',
      'autoplay:stop',
    ] as const;
    // Embla hands its listeners the carousel it was activated as: none for one that starts inactive (the
    // course carousel from 1024 px up), whose 'init' still arrives. This one is always the carousel.
    const onEvent = (_: unknown, event: EmblaEventType) => sync(api, event);
    events.forEach((event) => api.on(event, onEvent));
    return () => {
      cancelAnimationFrame(frame);
      events.forEach((event) => api.off(event, onEvent));
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
  // A control used before Embla's own task has run starts it there and then.
  const take = useCallback(
    (move: (embla: EmblaCarouselType) => void) => {
      const embla = startNow();
      if (!embla) return;
      embla.plugins()?.autoplay?.stop();
      move(embla);
    },
    [startNow],
  );
  const prev = useCallback(() => take((embla) => embla.scrollPrev(jump)), [take, jump]);
  const next = useCallback(() => take((embla) => embla.scrollNext(jump)), [take, jump]);
  const goTo = useCallback(
    (index: number) => take((embla) => embla.scrollTo(index, jump)),
    [take, jump],
  );
  const togglePlay = useCallback(() => {
    const autoplay = startNow()?.plugins()?.autoplay;
    if (!autoplay) return;
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
  }, [startNow]);

  return { viewportRef, state, prev, next, goTo, togglePlay, hasAutoplay: Boolean(autoplayDelay) };
}
