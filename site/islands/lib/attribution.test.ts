// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { isWellFormed } from '../../../shared/well-formed';
import { currentAttribution, recordVisit } from './attribution';

// A campaign value of 499 letters and an emoji is 501 code units: cut at 500 by code units, it kept
// half the emoji, and every later send of the visit carried it (the server answered 500 and the lead
// was lost). The browser now cuts between characters and drops what an older script kept cut.

const EMOJI = '\u{1F600}';
const STORAGE_KEY = 'academy.attribution';
afterEach(() => window.localStorage.clear());

describe('attribution', () => {
  it('cuts a long campaign value between characters, never inside an emoji', () => {
    const campaign = `${'a'.repeat(499)}${EMOJI}`;
    recordVisit(
      new URL(`https://academy.example/?utm_campaign=${encodeURIComponent(campaign)}`),
      null,
    );
    const sent = currentAttribution();
    expect(sent.first?.utm_campaign).toBe('a'.repeat(499));
    const kept = window.localStorage.getItem(STORAGE_KEY)!;
    expect(isWellFormed(JSON.parse(kept).first.utm_campaign)).toBe(true);
  });

  it('keeps a value with emoji whole when it fits', () => {
    recordVisit(
      new URL(`https://academy.example/?utm_source=${encodeURIComponent(`news${EMOJI}`)}`),
      null,
    );
    expect(currentAttribution().last?.utm_source).toBe(`news${EMOJI}`);
  });

  it('drops a value an older version kept cut inside an emoji, and what is not text', () => {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        first: { utm_campaign: `${'a'.repeat(499)}\uD83D`, utm_term: 7, utm_source: 'news' },
      }),
    );
    const sent = currentAttribution();
    expect(sent.first).toEqual({ utm_source: 'news' });
    for (const value of Object.values(sent.first!)) expect(isWellFormed(value!)).toBe(true);
  });

  it('cuts an external referrer between characters too', () => {
    const long = `https://elsewhere.example/${'b'.repeat(473)}${EMOJI}`;
    expect(long.length).toBe(501);
    recordVisit(new URL('https://academy.example/courses'), long);
    const sent = currentAttribution();
    expect(sent.first?.referrer).toBe(long.slice(0, 499));
  });
});
