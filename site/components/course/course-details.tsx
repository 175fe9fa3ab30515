import type { Course, CourseList } from '../../../shared/content/courses';
import { Picture } from '../../islands/ui/picture';
import { coursePageIn } from '../../../shared/content/texts';
import type { Lang } from '../../../shared/lang';
import { WithCodes } from '../../islands/ui/with-codes';

/** The second section of a course page: a side image and the headed lists. */
export function CourseDetails({ course, lang }: { course: Course; lang: Lang }) {
  const lists: CourseList[] = [
    course.outcomes,
    course.careerBenefits,
    course.audience,
    course.content,
    ...(course.extras ?? []),
  ];
  return (
    <section aria-label={coursePageIn(lang).details} className="py-12 sm:py-16">
      <div className="container-page grid gap-10 lg:grid-cols-3">
        <div className="hidden lg:block">
          <div className="sticky top-24">
            <Picture
              group="courses"
              name={`${course.subject}-side`}
              alt=""
              sizes="30vw"
              className="h-auto w-full rounded-2xl object-cover shadow-md"
            />
          </div>
        </div>
        <div className="grid gap-8 sm:grid-cols-2 lg:col-span-2">
          {lists.map((list) => (
            <div key={list.heading}>
              <h2 className="text-xl font-bold text-brand-900">
                <WithCodes text={list.heading} />
              </h2>
              {list.intro && (
                <p className="mt-2 text-sm text-muted">
                  <WithCodes text={list.intro} />
                </p>
              )}
              <ul className="mt-3 space-y-2">
                {list.items.map((item) => (
                  <li key={item} className="flex gap-2 text-sm leading-relaxed text-ink">
                    <span
                      aria-hidden="true"
                      className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-gold-500"
                    />
                    <WithCodes text={item} lang={lang} flexItem />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
