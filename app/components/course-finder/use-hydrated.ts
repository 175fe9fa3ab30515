import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true afterwards. The finder's prerendered HTML is the
 * unfiltered list; reading the URL's filters only after hydration keeps the first client render
 * identical to that HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
