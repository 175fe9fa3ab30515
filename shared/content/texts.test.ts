import { describe, expect, it } from 'vitest';
import { LANGS } from '../lang';
import { academyIn, chromeIn, contactsIn, homeIn, pagesIn } from './texts';

// The words a page picks for its language: the same records in every language, and the sentences
// that name a button or a page name it as the page in that language shows it.

describe('the words of each language', () => {
  for (const lang of LANGS)
    it(`${lang}: the accreditations intro names the View Image button as the gallery shows it`, () => {
      expect(academyIn(lang).accreditationsIntro).toContain(chromeIn(lang).cta.viewImage);
    });

  it('the Arabic accessibility statement names the contacts page by its Arabic title', async () => {
    const { accessibilityStatementAr } = await import('./accessibility.ar');
    expect(JSON.stringify(accessibilityStatementAr)).toContain(`«${pagesIn('ar').contacts.title}»`);
  });

  it('gives the Arabic home, academy and contacts pages as many items as the English, in its order', () => {
    const [en, ar] = [homeIn('en'), homeIn('ar')];
    for (const key of [
      'slides',
      'recognitionCards',
      'slogans',
      'benefits',
      'testimonials',
      'counters',
      'tracks',
    ] as const)
      expect(ar[key].length, key).toBe(en[key].length);
    expect(ar.counters.map((c) => c.value)).toEqual(en.counters.map((c) => c.value));
    expect(ar.recognitionCards.map((c) => c.href)).toEqual(en.recognitionCards.map((c) => c.href));
    const [aen, aar] = [academyIn('en'), academyIn('ar')];
    for (const key of [
      'aboutStory',
      'disclaimerTerms',
      'infrastructure',
      'visionMissionValues',
      'awards',
    ] as const)
      expect(aar[key].length, key).toBe(aen[key].length);
    expect(contactsIn('ar').cards.map((c) => c.reach?.href)).toEqual(
      contactsIn('en').cards.map((c) => c.reach?.href),
    );
  });

  it('links an Arabic breadcrumb to the Arabic pages', () => {
    expect(pagesIn('ar').about.breadcrumb[0]).toEqual({ label: 'الرئيسية', href: '/ar' });
    expect(pagesIn('en').about.breadcrumb[0]).toEqual({ label: 'Home', href: '/' });
  });
});
