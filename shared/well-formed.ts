// The browser's attribution and the server's schemas both use these.
//
// JavaScript strings are UTF-16: a character outside the first 65,536 (an emoji, many CJK ideographs)
// is two code units, a surrogate pair. Half a pair on its own is not text: UTF-8 cannot encode it
// (it silently becomes U+FFFD) and PostgreSQL's JSON refuses its escape. One appears whenever text
// is cut by code units (`slice`), in the middle of a pair.

const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/** No half of a surrogate pair stands alone (String.prototype.isWellFormed, which ES2023 lacks). */
export function isWellFormed(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (isLow(unit)) return false;
    if (isHigh(unit)) {
      if (!isLow(value.charCodeAt(i + 1))) return false;
      i++;
    }
  }
  return true;
}

/** Every lone half of a pair replaced by U+FFFD, as String.prototype.toWellFormed does. */
export const toWellFormed = (value: string) =>
  isWellFormed(value)
    ? value
    : value.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g, (match) =>
        match.length === 2 ? match : '\uFFFD',
      );

/**
 * At most `max` code units (what a schema's max counts), cut between characters: a pair that would
 * be split at the end is left out whole.
 */
export function cutText(value: string, max: number): string {
  if (value.length <= max) return value;
  return value.slice(0, max > 0 && isHigh(value.charCodeAt(max - 1)) ? max - 1 : max);
}
