import type { Attribution } from '../../../schemas/leads';
import { UTM_KEYS } from '../../../shared/utm-keys';
import { cutText } from '../../../shared/well-formed';

// Remembers where a visit came from (first touch) and the latest campaign touch, across the pages
// of the visit, so a lead tells the academy which campaign brought it. Stays in this browser only.

const STORAGE_KEY = 'academy.attribution';
/** The server keeps this much of each value (schemas/leads.ts). */
const VALUE_MAX = 500;
type Touch = NonNullable<Attribution['first']>;

/** A value as kept and sent: cut to VALUE_MAX between characters, never inside an emoji's pair. */
const keep = (value: string) => cutText(value, VALUE_MAX);

/** Whether a stored value is text: an older version of this script cut some inside a pair, and half a pair is refused by encodeURIComponent as by the server. */
function isText(value: string): boolean {
  try {
    encodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
}

function read(): Pick<Attribution, 'first' | 'last'> {
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<
      string,
      unknown
    >;
    return { first: touchOf(stored.first), last: touchOf(stored.last) };
  } catch {
    return {};
  }
}

/** A stored touch's values that are text, each as keep() makes them; anything else is left out. */
function touchOf(stored: unknown): Touch | undefined {
  if (!stored || typeof stored !== 'object') return undefined;
  const touch: Record<string, string> = {};
  for (const [key, value] of Object.entries(stored))
    if (typeof value === 'string' && isText(value)) touch[key] = keep(value);
  return touch as Touch;
}

/** Called on every page view; `referrer` only on the visit's first page (later ones are internal). */
export function recordVisit(url: URL, referrer: string | null) {
  const touch: Touch = { landing_page: keep(url.pathname) };
  let campaign = false;
  for (const key of UTM_KEYS) {
    const value = url.searchParams.get(key);
    if (value) {
      touch[key] = keep(value);
      campaign = true;
    }
  }
  const external =
    referrer && new URL(referrer, url).origin !== url.origin ? keep(referrer) : undefined;
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
  return { page: keep(window.location.href), ...read() };
}
