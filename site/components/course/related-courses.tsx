import {
  CATALOGUE_PATH,
  catalogueSubjectPath,
} from '../../../shared/content/courses/catalogue-filters';
import type { Subject } from '../../../shared/content/courses/subjects';
import { coursePageIn } from '../../../shared/content/texts';
import { fill, pathIn, type Lang } from '../../../shared/lang';
import { WithCodes } from '../../islands/ui/with-codes';

/** The other courses of the same subject, and the way to every course: a visitor's next step. */
export function RelatedCourses({
  subject,
  courses,
  lang,
}: {
  subject: Pick<Subject, 'id' | 'name'>;
  courses: { title: string; path: string }[];
  lang: Lang;
}) {
  const words = coursePageIn(lang);
  return (
    <nav aria-labelledby="related-heading" className="border-t border-brand-100 py-10">
      <div className="container-page">
        <h2 id="related-heading" className="text-xl font-bold text-brand-900">
          <WithCodes
            text={
              courses.length > 0 ? fill(words.moreIn, { subject: subject.name }) : words.exploreMore
            }
          />
        </h2>
        {courses.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-2">
            {courses.map((course) => (
              <li key={course.path}>
                <a
                  href={course.path}
                  className="inline-block rounded-full border border-brand-100 px-4 py-2 text-sm text-brand-900 hover:border-accent-600 hover:text-accent-600"
                >
                  <WithCodes text={course.title} />
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
          <a
            href={pathIn(lang, catalogueSubjectPath(subject.id))}
            className="text-accent-600 underline underline-offset-4 hover:text-brand-900"
          >
            <WithCodes text={fill(words.subjectInFinder, { subject: subject.name })} />
          </a>
          <a
            href={pathIn(lang, CATALOGUE_PATH)}
            className="text-accent-600 underline underline-offset-4 hover:text-brand-900"
          >
            {words.browseAll}
          </a>
        </p>
      </div>
    </nav>
  );
}
