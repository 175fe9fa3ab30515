// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useCarousel } from './use-carousel';

// A carousel Embla starts inactive (the home page's course carousel from 1024 px up, where its cards
// sit in a grid) still announces 'init', one task after it starts: the hook's listeners are on by
// then whenever the page is slow (a full-page capture), and Embla hands them no carousel.

function Probe() {
  const { viewportRef, state } = useCarousel(3, { active: false });
  return (
    <div ref={viewportRef}>
      <div>
        {[1, 2, 3].map((n) => (
          <div key={n}>slide {n}</div>
        ))}
      </div>
      <p data-testid="in-view">{String(state.inView)}</p>
    </div>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // jsdom has no media queries: neither reduced motion nor Embla's breakpoints match.
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  vi.useRealTimers();
});

it('a carousel that starts inactive takes its init event, its listeners already on, without failing', async () => {
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => root.render(<Probe />));
  // Embla starts in a task of its own; the hook subscribes once React has its state.
  await act(async () => vi.advanceTimersToNextTimer());
  // The next task is Embla's 'init', which used to throw reading the carousel it was not given.
  await act(async () => vi.runAllTimers());
  expect(document.querySelector('[data-testid="in-view"]')?.textContent).toBe('null');
  await act(async () => root.unmount());
});
