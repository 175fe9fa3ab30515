import type { CourseNavigation } from '../../../shared/content/courses';
import { CATALOGUE_PATH } from '../../../shared/content/courses/catalogue-filters';
import { chromeIn } from '../../../shared/content/texts';
import { pathIn, type Lang } from '../../../shared/lang';

export const summaryClass = 'cursor-pointer list-none [&::-webkit-details-marker]:hidden';

const courseCount = (nav: CourseNavigation) =>
  nav.reduce((sum, group) => sum + group.courses.length, 0);

/**
 * The courses: a link to the course finder, then every subject group and its courses. From `lg` up a
 * panel under the header, four groups to a row; on a phone a section of the menu.
 */
export function CoursesMenu({
  nav,
  lang,
  summaryClassName,
}: {
  nav: CourseNavigation;
  lang: Lang;
  summaryClassName: string;
}) {
  const words = chromeIn(lang).header;
  return (
    <details>
      <summary className={summaryClassName}>
        {words.courses} <span aria-hidden="true">▾</span>
      </summary>
      <div className="lg:absolute lg:inset-x-0 lg:top-16 lg:max-h-[calc(100vh-5rem)] lg:overflow-y-auto lg:border-b lg:border-brand-100 lg:bg-white lg:shadow-lg">
        <div className="ps-3 pt-2 lg:container-page lg:py-6">
          <a
            href={pathIn(lang, CATALOGUE_PATH)}
            className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-accent-600 hover:text-brand-900"
          >
            {words.searchAllCourses.replace('{count}', String(courseCount(nav)))}{' '}
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              →
            </span>
          </a>
          <ul className="mt-5 grid gap-x-6 gap-y-5 lg:grid-cols-4">
            {nav.map((group) => (
              // The subject's name is its item's own text, and names the list of its courses within.
              <li
                key={group.id}
                className="text-xs font-bold tracking-wide text-accent-600 uppercase"
              >
                {group.name}
                <ul
                  aria-label={group.name}
                  className="mt-1 font-normal tracking-normal normal-case"
                >
                  {group.courses.map((course) => (
                    <li key={course.path}>
                      <a
                        href={course.path}
                        className="block py-1.5 text-sm text-brand-900 hover:text-accent-600 lg:py-1"
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
