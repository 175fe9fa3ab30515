import { useEffect } from 'react';

/** `<html data-hydrated>`: the console is live (the end-to-end tests wait for it before a key or click). */
export function useLive() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}
