import { Link, NavLink } from 'react-router';
import type { CourseNavigation } from '../../../content/courses';
import { PAGES } from '../../../content/pages';
import { site } from '../../../content/site';
import { CoursesMenu, MobileCourseGroups, summaryClass } from './courses-menu';
import { CURRENT_LINK_CLASS, OTHER_LINK_CLASS } from './current-link';
import { Logo } from './logo';

const ABOUT_LINKS = [PAGES.about, PAGES.chairman, PAGES.story, PAGES.accreditations, PAGES.awards, PAGES.infrastructure].map((p) => ({
  label: p.path === '/about' ? 'About the academy' : p.title,
  path: p.path,
}));

const MAIN_LINKS = [
  { label: 'Counselling', path: PAGES.counselling.path },
  { label: 'Blogs', path: PAGES.blogs.path },
  { label: 'Contacts', path: PAGES.contacts.path },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-3 py-2 text-sm font-medium hover:text-accent-600 ${isActive ? CURRENT_LINK_CLASS : OTHER_LINK_CLASS}`;

/** The header's content: site-chrome.tsx gives it its <header> element and behaviour. */
export function SiteHeader({ nav }: { nav: CourseNavigation }) {
  return (
    <div className="container-page flex h-16 items-center justify-between gap-4">
      {/* The name may wrap onto two lines on a phone, so Login and Menu always fit beside it. */}
      <Link to="/" className="min-w-0 [&_svg]:shrink-0" aria-label={`${site.name}, home`}>
        <Logo />
      </Link>
      <nav aria-label="Main" className="hidden lg:block">
        <ul className="flex items-center gap-1">
          <li>
            <NavLink to="/" end className={navLinkClass} data-nav-link="end">
              Home
            </NavLink>
          </li>
          <li className="relative">
            <details className="group">
              <summary className={`${summaryClass} rounded px-3 py-2 text-sm font-medium text-brand-900 hover:text-accent-600`}>
                About <span aria-hidden="true">▾</span>
              </summary>
              <ul className="absolute left-0 mt-2 w-60 rounded-lg border border-brand-100 bg-white p-2 shadow-lg">
                {ABOUT_LINKS.map((link) => (
                  <li key={link.path}>
                    <Link to={link.path} className="block rounded px-3 py-2 text-sm hover:bg-brand-50">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          </li>
          <li className="static">
            <CoursesMenu nav={nav} />
          </li>
          {MAIN_LINKS.map((link) => (
            <li key={link.path}>
              <NavLink to={link.path} className={navLinkClass} data-nav-link="">
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex shrink-0 items-center gap-2">
        <Link to={PAGES.register.path} className="btn-primary hidden sm:inline-flex">
          Register Now
        </Link>
        <a href={site.loginUrl} target="_blank" rel="noopener noreferrer" className="btn border border-brand-900 text-brand-900 hover:bg-brand-50">
          Login
        </a>
        <MobileMenu nav={nav} />
      </div>
    </div>
  );
}

function MobileMenu({ nav }: { nav: CourseNavigation }) {
  const linkClass = 'block rounded px-3 py-2 text-base text-brand-900 hover:bg-brand-50';
  return (
    <details className="lg:hidden">
      <summary className={`${summaryClass} rounded-full border border-brand-100 px-4 py-2.5 text-sm font-semibold text-brand-900`}>
        Menu
      </summary>
      <nav aria-label="Main menu" className="absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-brand-100 bg-white p-4 shadow-lg">
        <ul className="space-y-1">
          <li>
            <Link to="/" className={linkClass}>
              Home
            </Link>
          </li>
          {ABOUT_LINKS.map((link) => (
            <li key={link.path}>
              <Link to={link.path} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
          <MobileCourseGroups nav={nav} />
          {[...MAIN_LINKS, { label: 'Register Now', path: PAGES.register.path }].map((link) => (
            <li key={link.path}>
              <Link to={link.path} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
