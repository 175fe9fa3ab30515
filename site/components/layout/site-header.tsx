import type { CourseNavigation } from '../../../shared/content/courses';
import { PAGES } from '../../../shared/content/pages';
import { site } from '../../../shared/content/site';
import { chromeIn, pagesIn } from '../../../shared/content/texts';
import { pathIn, type Lang } from '../../../shared/lang';
import { CoursesMenu, summaryClass } from './courses-menu';
import { isCurrentPath } from './current-link';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';

const aboutLinks = (lang: Lang) =>
  (['about', 'chairman', 'story', 'accreditations', 'awards', 'infrastructure'] as const).map(
    (key) => ({
      label: key === 'about' ? chromeIn(lang).header.aboutAcademy : pagesIn(lang)[key].title,
      path: pathIn(lang, PAGES[key].path),
    }),
  );

const mainLinks = (lang: Lang) => [
  { label: chromeIn(lang).header.counselling, path: pathIn(lang, PAGES.counselling.path) },
  { label: chromeIn(lang).header.blogs, path: pathIn(lang, PAGES.blogs.path) },
  { label: chromeIn(lang).header.contacts, path: pathIn(lang, PAGES.contacts.path) },
];

/** A main link, marked when it is the current page (NavLink's rule). Plain <a href>: there is no client router. */
function MainLink({
  path,
  pathname,
  end = false,
  children,
}: {
  path: string;
  pathname: string;
  end?: boolean;
  children: React.ReactNode;
}) {
  const current = isCurrentPath(path, pathname, end);
  return (
    <a
      href={path}
      className={`block rounded px-3 py-2 text-base font-medium hover:text-accent-600 lg:text-sm ${current ? 'text-accent-600' : 'text-brand-900'}`}
      aria-current={current ? 'page' : undefined}
    >
      {children}
    </a>
  );
}

/** The id of the one menu, which the phone's Menu button opens as a popover. */
const MENU_ID = 'site-menu';

/**
 * The header's content, in the <header> element the layout gives it. One menu serves every width: from
 * `lg` up it is the row of links; below, the Menu button opens it as a popover (native: it opens
 * without scripts, Escape and a tap elsewhere close it, Tab goes from the button into it). Its
 * submenus are <details> (menu-closing.ts adds what they lack).
 */
export function SiteHeader({
  nav,
  pathname,
  lang,
}: {
  nav: CourseNavigation;
  pathname: string;
  lang: Lang;
}) {
  const words = chromeIn(lang).header;
  const home = pathIn(lang, '/');
  const subLink = 'block rounded px-3 py-2 text-base hover:bg-brand-50 lg:text-sm';
  const summary = `${summaryClass} block rounded px-3 py-2 text-base font-medium text-brand-900 hover:text-accent-600 lg:text-sm`;
  return (
    <div className="container-page flex h-16 items-center justify-between gap-4">
      {/* The name may wrap onto two lines on a phone, so Login and Menu always fit beside it. */}
      <a
        href={home}
        className="min-w-0 [&_svg]:shrink-0"
        aria-label={`${site.name}, ${words.homeLabel}`}
      >
        <Logo />
      </a>
      <nav
        id={MENU_ID}
        popover="auto"
        aria-label={words.mainNav}
        className="inset-x-0 top-16 bottom-auto m-0 h-auto max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-b border-brand-100 bg-white p-4 text-ink shadow-lg lg:static lg:block lg:max-h-none lg:w-auto lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
      >
        <ul className="space-y-1 lg:flex lg:items-center lg:gap-1 lg:space-y-0">
          <li>
            <MainLink path={home} pathname={pathname} end>
              {words.home}
            </MainLink>
          </li>
          <li className="lg:relative">
            <details>
              <summary className={summary}>
                {words.about} <span aria-hidden="true">▾</span>
              </summary>
              <ul className="ps-4 lg:absolute lg:start-0 lg:mt-2 lg:w-60 lg:rounded-lg lg:border lg:border-brand-100 lg:bg-white lg:p-2 lg:shadow-lg">
                {aboutLinks(lang).map((link) => (
                  <li key={link.path}>
                    <a href={link.path} className={subLink}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          </li>
          <li>
            <CoursesMenu nav={nav} lang={lang} summaryClassName={summary} />
          </li>
          {mainLinks(lang).map((link) => (
            <li key={link.path}>
              <MainLink path={link.path} pathname={pathname}>
                {link.label}
              </MainLink>
            </li>
          ))}
          <li className="lg:hidden">
            <MainLink path={pathIn(lang, PAGES.register.path)} pathname={pathname}>
              {words.register}
            </MainLink>
          </li>
          {/* On a phone the language switch is here, where there is room for it. */}
          <li className="sm:hidden">
            <LanguageSwitch lang={lang} pathname={pathname} className={subLink} />
          </li>
        </ul>
      </nav>
      <div className="flex shrink-0 items-center gap-2">
        <LanguageSwitch
          lang={lang}
          pathname={pathname}
          className="hidden rounded px-2 py-2 text-sm font-semibold text-brand-900 underline-offset-4 hover:underline sm:inline-flex"
        />
        <a href={pathIn(lang, PAGES.register.path)} className="btn-primary hidden sm:inline-flex">
          {words.register}
        </a>
        <a
          href={site.loginUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="btn border border-brand-900 text-brand-900 after:icon-new-tab after:size-3.5 hover:bg-brand-50 rtl:after:-scale-x-100"
        >
          {/* The mark after it says to the eye what its words say to a screen reader: a new tab. */}
          {words.login}
          <span className="sr-only"> {words.newTab}</span>
        </a>
        <button
          type="button"
          popoverTarget={MENU_ID}
          className="rounded-full border border-brand-100 px-4 py-2.5 text-sm font-semibold text-brand-900 lg:hidden"
        >
          {words.menu}
        </button>
      </div>
    </div>
  );
}
