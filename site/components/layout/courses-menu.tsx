import type { CourseNavigation } from '../../../shared/content/courses';
import { CATALOGUE_PATH } from '../../../shared/content/courses/catalogue-filters';
import { chromeIn } from '../../../shared/content/texts';
import { pathIn, type Lang } from '../../../shared/lang';

export const summaryClass = 'cursor-pointer list-none [&::-webkit-details-marker]:hidden';

const courseCount = (nav: CourseNavigation) =>
  nav.reduce((sum, group) => sum + group.courses.length, 0);

/** Desktop: a panel under the header listing every subject group and its courses. */
export function CoursesMenu({ nav, lang }: { nav: CourseNavigation; lang: Lang }) {
  const words = chromeIn(lang).header;
  return (
    <details>
      <summary
        className={`${summaryClass} rounded px-3 py-2 text-sm font-medium text-brand-900 hover:text-accent-600`}
      >
        {words.courses} <span aria-hidden="true">▾</span>
      </summary>
      <div className="absolute inset-x-0 top-16 max-h-[calc(100vh-5rem)] overflow-y-auto border-b border-brand-100 bg-white shadow-lg">
        <div className="container-page py-6">
          <a
            href={pathIn(lang, CATALOGUE_PATH)}
            className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-accent-600 hover:text-brand-900"
          >
            {words.searchAllCourses.replace('{count}', String(courseCount(nav)))}{' '}
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              →
            </span>
          </a>
          <ul className="mt-5 grid grid-cols-4 gap-x-6 gap-y-5">
            {nav.map((group) => (
              <li key={group.id}>
                <p
                  id={`menu-${group.id}`}
                  className="mb-1 text-xs font-bold tracking-wide text-accent-600 uppercase"
                >
                  {group.name}
                </p>
                <ul aria-labelledby={`menu-${group.id}`}>
                  {group.courses.map((course) => (
                    <li key={course.path}>
                      <a
                        href={course.path}
                        className="block py-1 text-sm text-brand-900 hover:text-accent-600"
                      >
                        {course.title}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </details>
  );
}

/** Mobile: one expandable entry per subject group, after a link to the course finder. */
export function MobileCourseGroups({ nav, lang }: { nav: CourseNavigation; lang: Lang }) {
  return (
    <>
      <li>
        <a
          href={pathIn(lang, CATALOGUE_PATH)}
          className="block rounded px-3 py-2 text-base font-semibold text-accent-600 hover:bg-brand-50"
        >
          {chromeIn(lang).header.allCourses}
        </a>
      </li>
      {nav.map((group) => (
        <li key={group.id}>
          <details>
            <summary
              className={`${summaryClass} flex items-center justify-between rounded px-3 py-2 text-base font-medium text-brand-900 hover:bg-brand-50`}
            >
              {group.name}
              <span aria-hidden="true" className="text-sm text-muted">
                {group.courses.length} ▾
              </span>
            </summary>
            <ul className="ps-4">
              {group.courses.map((course) => (
                <li key={course.path}>
                  <a
                    href={course.path}
                    className="block rounded px-3 py-2 text-sm text-brand-900 hover:bg-brand-50"
                  >
                    {course.title}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </>
  );
}
