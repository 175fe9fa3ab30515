import type { Course } from '../../../shared/content/courses';
import { coursePageIn } from '../../../shared/content/texts';
import { fill, type Lang } from '../../../shared/lang';
import { joinList } from '../../../shared/list-words';
import { WithCodes } from '../../islands/ui/with-codes';

/** The course at a glance: every fact of the record that the course has. */
export function CourseFacts({ course, lang }: { course: Course; lang: Lang }) {
  const words = coursePageIn(lang);
  const label = words.facts;
  const list = (items: readonly string[]) => joinList(lang, items);
  const facts: [string, string | undefined][] = [
    [label.duration, course.duration],
    [label.schedule, course.schedule],
    [
      label.modules,
      course.moduleCount ? fill(label.moduleCount, { count: course.moduleCount }) : undefined,
    ],
    [label.learningLevels, course.learningLevels && list(course.learningLevels)],
    [label.modes, list(course.modes.map((mode) => words.modes[mode]))],
    [label.eligibility, course.eligibility],
    [label.examFormat, course.examFormat],
    [label.certificates, course.certificates.join(words.certificateSeparator)],
    [label.accreditation, course.accreditation],
    [label.careerRoles, list(course.careerRoles)],
  ];
  return (
    <section aria-labelledby="facts-heading" className="bg-brand-50 py-12">
      <div className="container-page">
        <h2 id="facts-heading" className="text-2xl font-bold text-brand-900">
          {words.factsHeading}
        </h2>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {facts
            .filter((fact): fact is [string, string] => Boolean(fact[1]))
            .map(([term, detail]) => (
              <div key={term} className="rounded-xl bg-white p-4 shadow-sm">
                <dt className="text-xs font-bold tracking-wide text-accent-600 uppercase">
                  {term}
                </dt>
                <dd className="mt-1 text-sm leading-relaxed text-ink">
                  <WithCodes text={detail} lang={lang} />
                </dd>
              </div>
            ))}
        </dl>
        <p className="mt-4 text-sm text-muted">{words.factsNote}</p>
      </div>
    </section>
  );
}
