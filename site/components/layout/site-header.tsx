import type { CourseNavigation } from '../../../shared/content/courses';
import { PAGES } from '../../../shared/content/pages';
import { site } from '../../../shared/content/site';
import { chromeIn, pagesIn } from '../../../shared/content/texts';
import { pathIn, type Lang } from '../../../shared/lang';
import { CoursesMenu, MobileCourseGroups, summaryClass } from './courses-menu';
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
      className={`rounded px-3 py-2 text-sm font-medium hover:text-accent-600 ${current ? 'text-accent-600' : 'text-brand-900'}`}
      aria-current={current ? 'page' : undefined}
    >
      {children}
    </a>
  );
}

/** The header's content, in the <header> element the layout gives it (with the menus' behaviour, menu-closing.ts). */
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
      <nav aria-label={words.mainNav} className="hidden lg:block">
        <ul className="flex items-center gap-1">
          <li>
            <MainLink path={home} pathname={pathname} end>
              {words.home}
            </MainLink>
          </li>
          <li className="relative">
            <details className="group">
              <summary
                className={`${summaryClass} rounded px-3 py-2 text-sm font-medium text-brand-900 hover:text-accent-600`}
              >
                {words.about} <span aria-hidden="true">▾</span>
              </summary>
              <ul className="absolute start-0 mt-2 w-60 rounded-lg border border-brand-100 bg-white p-2 shadow-lg">
                {aboutLinks(lang).map((link) => (
                  <li key={link.path}>
                    <a
                      href={link.path}
                      className="block rounded px-3 py-2 text-sm hover:bg-brand-50"
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          </li>
          <li className="static">
            <CoursesMenu nav={nav} lang={lang} />
          </li>
          {mainLinks(lang).map((link) => (
            <li key={link.path}>
              <MainLink path={link.path} pathname={pathname}>
                {link.label}
              </MainLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex shrink-0 items-center gap-2">
        {/* On a phone the switch is in the menu, where there is room for it. */}
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
          className="btn border border-brand-900 text-brand-900 hover:bg-brand-50"
        >
          {words.login}
        </a>
        <MobileMenu nav={nav} lang={lang} pathname={pathname} />
      </div>
    </div>
  );
}

function MobileMenu({
  nav,
  lang,
  pathname,
}: {
  nav: CourseNavigation;
  lang: Lang;
  pathname: string;
}) {
  const words = chromeIn(lang).header;
  const linkClass = 'block rounded px-3 py-2 text-base text-brand-900 hover:bg-brand-50';
  return (
    <details className="lg:hidden">
      <summary
        className={`${summaryClass} rounded-full border border-brand-100 px-4 py-2.5 text-sm font-semibold text-brand-900`}
      >
        {words.menu}
      </summary>
      <nav
        aria-label={words.mainMenu}
        className="absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-brand-100 bg-white p-4 shadow-lg"
      >
        <ul className="space-y-1">
          <li>
            <a href={pathIn(lang, '/')} className={linkClass}>
              {words.home}
            </a>
          </li>
          {aboutLinks(lang).map((link) => (
            <li key={link.path}>
              <a href={link.path} className={linkClass}>
                {link.label}
              </a>
            </li>
          ))}
          <li>
            <LanguageSwitch lang={lang} pathname={pathname} className={linkClass} />
          </li>
          <MobileCourseGroups nav={nav} lang={lang} />
          {[
            ...mainLinks(lang),
            { label: words.register, path: pathIn(lang, PAGES.register.path) },
          ].map((link) => (
            <li key={link.path}>
              <a href={link.path} className={linkClass}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
