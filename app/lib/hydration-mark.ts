import { useEffect } from 'react';
import { sendHeldSubmits } from './held-submits';

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`), and sends any form the
 * visitor sent before that (held by the head's inline script, ./held-submits.ts). The end-to-end
 * tests wait for the mark before pressing keys, since a key pressed on the server's HTML has no
 * handler yet, and on a loaded machine hydration can take many seconds.
 */
export function useHydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    sendHeldSubmits();
  }, []);
}
