import { useEffect, useRef } from 'react';

const DURATION_MS = 1600;
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * Counts the figures inside `root` (elements with data-count-to) up from zero the first time the
 * section scrolls into view. The server HTML carries the final figures, and they stay untouched
 * under reduced motion, without JavaScript, or when the section is already on screen at load.
 * Text is written straight to the DOM: a re-render per frame would cost more than it gives.
 */
export function useCountUp<T extends HTMLElement>() {
  const root = useRef<T>(null);
  useEffect(() => {
    const section = root.current;
    if (!section || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const box = section.getBoundingClientRect();
    if (box.top < window.innerHeight && box.bottom > 0) return;
    const figures = [...section.querySelectorAll<HTMLElement>('[data-count-to]')];
    const targets = figures.map((el) => Number(el.dataset.countTo));
    figures.forEach((el) => (el.textContent = '0'));
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const progress = Math.min((now - start) / DURATION_MS, 1);
          figures.forEach(
            (el, i) => (el.textContent = String(Math.round(targets[i]! * easeOut(progress)))),
          );
          if (progress < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.4 },
    );
    observer.observe(section);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      figures.forEach((el, i) => (el.textContent = String(targets[i])));
    };
  }, []);
  return root;
}
