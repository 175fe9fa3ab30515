import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutText, isWellFormed, toWellFormed } from './well-formed';

const EMOJI = '\u{1F600}';
const HIGH = '\uD83D';
const LOW = '\uDE00';

describe('well-formed text', () => {
  it('tells a lone half of a surrogate pair from a whole pair', () => {
    expect(isWellFormed(`a${EMOJI}b`)).toBe(true);
    expect(isWellFormed('')).toBe(true);
    for (const broken of [
      HIGH,
      LOW,
      `a${HIGH}`,
      `${LOW}a`,
      `${EMOJI}${LOW}`,
      `${HIGH}${HIGH}${LOW}`,
    ])
      expect(isWellFormed(broken), JSON.stringify(broken)).toBe(false);
  });

  it('repairs each lone half as U+FFFD and keeps whole pairs', () => {
    expect(toWellFormed(`a${HIGH}b${EMOJI}${LOW}`)).toBe(`a\uFFFDb${EMOJI}\uFFFD`);
    expect(toWellFormed(`${HIGH}${HIGH}${LOW}`)).toBe(`\uFFFD${EMOJI}`);
  });

  it('agrees with a UTF-8 round trip on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const roundTrip = Buffer.from(value, 'utf8').toString('utf8');
        expect(toWellFormed(value)).toBe(roundTrip);
        expect(isWellFormed(value)).toBe(roundTrip === value);
      }),
    );
  });

  it('cuts between characters, never inside a pair', () => {
    const value = `${'a'.repeat(499)}${EMOJI}`;
    expect(cutText(value, 500)).toBe('a'.repeat(499));
    expect(cutText(value, 501)).toBe(value);
    expect(cutText('abc', 2)).toBe('ab');
    expect(cutText(EMOJI, 1)).toBe('');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(40), (value, max) => {
        const cut = cutText(value, max);
        expect(cut.length).toBeLessThanOrEqual(max);
        expect(value.startsWith(cut)).toBe(true);
        expect(isWellFormed(cut)).toBe(true);
        expect(cut.length).toBeGreaterThanOrEqual(Math.min(value.length, max) - 1);
      }),
    );
  });
});
