import { useEffect } from 'react';

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`). Visitors never see it;
 * the end-to-end tests wait for it before pressing keys, since a key pressed on the server's HTML
 * has no handler yet, and on a loaded machine hydration can take many seconds.
 */
export function useHydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}
