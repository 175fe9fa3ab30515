import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server HTML and during hydration, true once the page's script runs: what depends on
 * the browser (the URL's filters, a chart, the editor) renders after hydration, so the first client
 * render stays identical to the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
