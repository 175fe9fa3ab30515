import { createElement, type ComponentType } from 'react';
import { ISLANDS, type IslandName } from './registry';

// The page's only script: hydrates each island (island.tsx) as its own root when its moment comes.
// An island's box is `display: contents`, so its children are what comes into view.

function whenDue(element: HTMLElement, when: string | undefined, start: () => void) {
  if (when === 'visible') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: '200px' },
    );
    for (const child of element.children) observer.observe(child);
  } else if (when === 'idle') {
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 3000 });
    else setTimeout(start, 200);
  } else start();
}

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const load = ISLANDS[element.dataset.island as IslandName];
  whenDue(element, element.dataset.when, () => {
    // React's client comes with the first island that is due, not before.
    void Promise.all([import('react-dom/client'), load()]).then(([{ hydrateRoot }, component]) =>
      hydrateRoot(element, createElement(component as ComponentType<object>, JSON.parse(element.dataset.props ?? '{}') as object)),
    );
  });
}
