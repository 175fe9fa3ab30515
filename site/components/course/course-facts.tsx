import type { Course } from '../../../shared/content/courses';

/** The course at a glance: every fact of the record that the course has. */
export function CourseFacts({ course }: { course: Course }) {
  const facts: [string, string | undefined][] = [
    ['Duration', course.duration],
    ['Schedule', course.schedule],
    ['Modules', course.moduleCount ? `${course.moduleCount} modules` : undefined],
    ['Learning levels', course.learningLevels?.join(', ')],
    ['Study modes', course.modes.join(', ')],
    ['Eligibility', course.eligibility],
    ['Exam format', course.examFormat],
    ['Certificates', course.certificates.join('; ')],
    ['Accreditation', course.accreditation],
    ['Career roles', course.careerRoles.join(', ')],
  ];
  return (
    <section aria-labelledby="facts-heading" className="bg-brand-50 py-12">
      <div className="container-page">
        <h2 id="facts-heading" className="text-2xl font-bold text-brand-900">
          Course at a glance
        </h2>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {facts
            .filter((fact): fact is [string, string] => Boolean(fact[1]))
            .map(([term, detail]) => (
              <div key={term} className="rounded-xl bg-white p-4 shadow-sm">
                <dt className="text-xs font-bold tracking-wide text-accent-600 uppercase">
                  {term}
                </dt>
                <dd className="mt-1 text-sm leading-relaxed text-ink">{detail}</dd>
              </div>
            ))}
        </dl>
        <p className="mt-4 text-sm text-muted">
          Instalment payment is available. Certificates are valid for life.
        </p>
      </div>
    </section>
  );
}
