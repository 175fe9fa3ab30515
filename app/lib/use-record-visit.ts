import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { recordVisit } from './attribution';

// React Router pages' hook; Astro pages call recordVisit from their layout's script
// (app/layouts/site-chrome.ts), which must not pull React in through this file.

/** Records each page view of the visit; the referrer counts only on the page the visit began on. */
export function useRecordVisit() {
  const location = useLocation();
  const firstView = useRef(true);
  useEffect(() => {
    recordVisit(new URL(window.location.href), firstView.current ? document.referrer : null);
    firstView.current = false;
  }, [location]);
}
