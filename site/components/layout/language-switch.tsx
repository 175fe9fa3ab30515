import { chromeIn } from '../../../shared/content/texts';
import { otherLang, pathIn, type Lang } from '../../../shared/lang';
import { inEveryLanguage } from '../../../shared/site-paths';

/**
 * The same page in the other language, named in that language. The server writes the page's own
 * path; the layout's script (language-switch.ts) adds the visitor's query, which a kept page never
 * carries.
 */
export function LanguageSwitch({
  lang,
  pathname,
  className,
}: {
  lang: Lang;
  pathname: string;
  className: string;
}) {
  if (!inEveryLanguage(pathname)) return null;
  const other = otherLang(lang);
  const words = chromeIn(lang).switchTo;
  return (
    <a
      href={pathIn(other, pathname)}
      hrefLang={other}
      lang={other}
      title={words.hint}
      className={className}
      data-lang-switch=""
    >
      {words.label}
    </a>
  );
}
