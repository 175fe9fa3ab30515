import { DEFAULT_LANG, isLang, type Lang } from '../../shared/lang';

/** The language of the page being drawn: its route's (`Astro.currentLocale`, /ar/… or the default). */
export const pageLang = (currentLocale: string | undefined): Lang =>
  isLang(currentLocale) ? currentLocale : DEFAULT_LANG;
