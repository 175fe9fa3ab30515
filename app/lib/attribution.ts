import type { Attribution } from '../../contract/leads';
import { UTM_KEYS } from '../../contract/utm-keys';

// Remembers where a visit came from (first touch) and the latest campaign touch, across the pages
// of the visit, so a lead tells the academy which campaign brought it. Stays in this browser only.

const STORAGE_KEY = 'academy.attribution';
type Touch = NonNullable<Attribution['first']>;

function read(): Pick<Attribution, 'first' | 'last'> {
  try {
    return JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}') as Pick<
      Attribution,
      'first' | 'last'
    >;
  } catch {
    return {};
  }
}

/** Called on every page view; `referrer` only on the visit's first page (later ones are internal). */
export function recordVisit(url: URL, referrer: string | null) {
  const touch: Touch = { landing_page: url.pathname };
  let campaign = false;
  for (const key of UTM_KEYS) {
    const value = url.searchParams.get(key);
    if (value) {
      touch[key] = value.slice(0, 500);
      campaign = true;
    }
  }
  const external =
    referrer && new URL(referrer, url).origin !== url.origin ? referrer.slice(0, 500) : undefined;
  if (external) touch.referrer = external;
  const stored = read();
  const next = {
    first: stored.first ?? touch,
    last: campaign || external || !stored.last ? touch : stored.last,
  };
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage refused (private mode): attribution is a nicety, never a requirement.
  }
}

export function currentAttribution(): Attribution {
  return { page: window.location.href.slice(0, 500), ...read() };
}
