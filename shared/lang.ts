// The site's languages. English is at the site's own addresses, Arabic under /ar (Astro's i18n routing,
// astro.config.mjs). Everything a visitor reads exists in both, side by side in shared/content/ (foo.ts
// and foo.ar.ts); a page picks its words with `inLanguage`, never by testing the language itself, so
// a third language is a data change plus an entry here.

export const LANGS = ['en', 'ar'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** One record per language. */
export type InLanguages<T> = { readonly [L in Lang]: T };

/** The record of `lang` among its twins. */
export function inLanguage<T>(lang: Lang, texts: InLanguages<T>): T {
  return texts[lang];
}

export const isLang = (value: unknown): value is Lang => LANGS.includes(value as Lang);

/** Each language by its English name: how staff read a lead's language (the console and their emails are English). */
export const LANGUAGE_NAMES: InLanguages<string> = { en: 'English', ar: 'Arabic' };

/** The writing direction of each language: the page's `dir`. */
export const TEXT_DIRECTION: InLanguages<'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };

/**
 * The locale dates and numbers are written in. The UAE writes Arabic dates with Western digits
 * (ar-AE's default is Arabic-Indic ones).
 */
export const INTL_LOCALE: InLanguages<string> = { en: 'en-GB', ar: 'ar-AE-u-nu-latn' };

/** The language each page's head names (`og:locale`). */
export const OG_LOCALE: InLanguages<string> = { en: 'en_GB', ar: 'ar_AE' };

const PREFIX = /^\/(ar)(?=\/|$)/;

/** The language of a path on this site: its prefix, or English. */
export function langOfPath(path: string): Lang {
  const prefix = PREFIX.exec(path)?.[1];
  return isLang(prefix) ? prefix : DEFAULT_LANG;
}

/**
 * A path without its language prefix: the page it is, in any language. Always one leading slash:
 * `/ar//evil.com` is this site's `/evil.com`, never a link to another host (`//evil.com`, `/\evil.com`).
 */
export function pathWithoutLang(path: string): string {
  return `/${path.replace(PREFIX, '').replace(/^[/\\]+/, '')}`;
}

/** A page's path in `lang` (Astro's getRelativeLocaleUrl, here for code outside the pages too). */
export function pathIn(lang: Lang, path: string): string {
  const bare = pathWithoutLang(path);
  if (lang === DEFAULT_LANG) return bare;
  return bare === '/' ? `/${lang}` : `/${lang}${bare}`;
}

/**
 * The same record in another language: every string a string, every list as long as its twin's (a
 * tuple of the same length), every key present. A missing Arabic text fails the type check.
 */
export type Twin<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? { readonly [I in keyof T]: Twin<T[I]> }
    : T extends object
      ? { readonly [K in keyof T]: Twin<T[K]> }
      : T;

/** A page's addresses in every language, and the one for a visitor whose language is none of them. */
export function alternatePaths(path: string): { hreflang: Lang | 'x-default'; path: string }[] {
  return [
    ...LANGS.map((lang) => ({ hreflang: lang, path: pathIn(lang, path) })),
    { hreflang: 'x-default', path: pathIn(DEFAULT_LANG, path) },
  ];
}

/** The language a visitor reading `lang` is offered instead. */
export const otherLang = (lang: Lang): Lang =>
  LANGS.find((other) => other !== lang) ?? DEFAULT_LANG;

/** `text` with each `{key}` mark replaced by its value: words whose order differs between languages. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (mark, key: string) =>
    key in values ? String(values[key]) : mark,
  );
}
