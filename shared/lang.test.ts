import { describe, expect, it } from 'vitest';
import { inLanguage, langOfPath, pathIn, pathWithoutLang } from './lang';

describe('a page in each language', () => {
  it('puts Arabic under /ar and keeps English where it was', () => {
    expect(pathIn('ar', '/')).toBe('/ar');
    expect(pathIn('ar', '/about')).toBe('/ar/about');
    expect(pathIn('ar', '/ar/about')).toBe('/ar/about');
    expect(pathIn('en', '/ar/about')).toBe('/about');
    expect(pathIn('en', '/ar')).toBe('/');
    expect(pathIn('en', '/courses')).toBe('/courses');
  });

  it('reads the language from the prefix alone, never from a word that starts like it', () => {
    expect(langOfPath('/ar')).toBe('ar');
    expect(langOfPath('/ar/pmp-certification')).toBe('ar');
    expect(langOfPath('/arabic-course')).toBe('en');
    expect(pathWithoutLang('/arabic-course')).toBe('/arabic-course');
    expect(pathWithoutLang('/ar/blogs/3')).toBe('/blogs/3');
  });

  it('never makes a link to another host of a path that starts with more slashes', () => {
    for (const path of ['/ar//evil.com', '/ar/\\evil.com', '//evil.com', '/\\evil.com'])
      for (const lang of ['en', 'ar'] as const)
        expect(pathIn(lang, path)).toMatch(/^\/(ar\/)?evil\.com$/);
  });

  it('picks the record of the language', () => {
    expect(inLanguage('ar', { en: 'Home', ar: 'الرئيسية' })).toBe('الرئيسية');
  });
});
