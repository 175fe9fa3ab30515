import type { Course } from '../../../shared/content/courses';
import type { Subject } from '../../../shared/content/courses/subjects';
import { catalogueSubjectPath } from '../../../shared/content/courses/catalogue-filters';
import { site } from '../../../shared/content/site';
import { PageHero } from '../layout/page-hero';
import { JsonLd } from '../ui/json-ld';
import { Picture } from '../../islands/ui/picture';
import { CourseDetails } from './course-details';
import type { Batch } from '../../../shared/batches';
import { CourseFacts } from './course-facts';
import { KeyFactsPanel, keyFactsOf } from './key-facts';
import { PhoneBar } from './phone-bar';
import { courseJsonLd } from './course-json-ld';
import { RelatedCourses } from './related-courses';
import { UpcomingBatches } from './upcoming-batches';
import { chromeIn, coursePageIn } from '../../../shared/content/texts';
import { pathIn, type Lang } from '../../../shared/lang';
import { WithCodes } from '../../islands/ui/with-codes';

/** How wide the course's cover shows: its preload (course-page-data.ts) must say the same. */
export const COVER_SIZES = '(min-width: 1024px) 40vw, 100vw';

export interface CourseBodyProps {
  course: Course;
  subject: Subject;
  related: { title: string; path: string }[];
  publicUrl: string;
  /** Upcoming, not cancelled, soonest first (none: the section says so). */
  batches?: Batch[];
  lang: Lang;
  /** The batch the page was opened for (`?batch=`, still offered): the key facts' actions carry it. */
  chosenBatch?: number;
}

/**
 * Everything on a course page above the enquiry form: static text, images and links, rendered by the
 * server and never hydrated (site/pages/[course].astro).
 */
export function CourseBody({
  course,
  subject,
  related,
  publicUrl,
  batches = [],
  lang,
  chosenBatch,
}: CourseBodyProps) {
  const words = coursePageIn(lang);
  const category = words.categories[course.categoryLabel];
  // The middle crumb opens the course finder on this subject (FM pages read Home / FM Courses / title).
  const breadcrumb = [
    { label: chromeIn(lang).header.home, href: pathIn(lang, '/') },
    { label: subject.breadcrumb, href: pathIn(lang, catalogueSubjectPath(subject.id)) },
    { label: course.title },
  ];
  return (
    <>
      <JsonLd data={courseJsonLd(course, subject, breadcrumb, publicUrl, batches, lang)} />
      <PageHero title={course.title} breadcrumb={breadcrumb} kicker={category} lang={lang} />
      {/* On a phone one column: the key facts, the batches, the text, then the picture; on a wide
          screen the facts and the picture stay beside the text as it scrolls. */}
      <section className="py-6 sm:py-12">
        <div className="container-page grid gap-8 lg:grid-cols-5 lg:gap-10">
          <div className="contents lg:col-span-2 lg:block">
            <div className="contents lg:sticky lg:top-24 lg:block lg:space-y-6">
              <div className="order-1 lg:order-none">
                <KeyFactsPanel
                  course={course}
                  facts={keyFactsOf(course, batches, chosenBatch, lang)}
                  lang={lang}
                />
              </div>
              <div className="relative order-3 lg:order-none">
                <Picture
                  group="courses"
                  name={`${course.subject}-cover`}
                  alt=""
                  sizes={COVER_SIZES}
                  priority
                  className="h-auto w-full rounded-2xl object-cover shadow-md"
                />
                <span className="absolute start-4 top-4 rounded bg-brand-900/90 px-2 py-3 text-xs font-bold tracking-widest text-white uppercase [writing-mode:vertical-rl]">
                  {category}
                </span>
              </div>
            </div>
          </div>
          <div className="order-2 lg:order-none lg:col-span-3">
            <UpcomingBatches
              courseSlug={course.slug}
              batches={batches}
              lang={lang}
              className="mb-10"
            />
            <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">
              <WithCodes text={category} />
            </p>
            <h2 className="mt-1 text-2xl font-bold text-brand-900 sm:text-3xl">
              <WithCodes text={course.title} />
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-muted">
              {course.description.map((paragraph) => (
                <p key={paragraph.slice(0, 48)}>
                  <WithCodes text={paragraph} />
                </p>
              ))}
            </div>
            <h3 className="mt-8 text-lg font-bold text-brand-900">{words.highlights}</h3>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {course.highlights.map((item) => (
                <li key={item} className="flex gap-2 text-sm text-ink">
                  <span aria-hidden="true" className="mt-0.5 text-accent-600">
                    ✓
                  </span>
                  <WithCodes text={item} flexItem />
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-wrap gap-3">
              <a href={`tel:${site.phoneHref}`} className="btn-primary" data-testid="call-button">
                {words.call} <bdi dir="ltr">{site.phone}</bdi>
              </a>
              <a
                href="#enquiry"
                className="btn border border-brand-900 text-brand-900 hover:bg-brand-50"
              >
                {words.enquire}
              </a>
              {course.brochure && (
                <a
                  href={`/brochures/${course.slug}.pdf`}
                  hrefLang="en"
                  target="_blank"
                  rel="noopener"
                  className="btn-gold"
                  data-testid="brochure-link"
                >
                  {words.brochure}
                  <span className="sr-only">
                    <WithCodes text={words.brochureNote} />
                  </span>
                </a>
              )}
            </div>
          </div>
        </div>
      </section>
      <CourseFacts course={course} lang={lang} />
      <CourseDetails course={course} lang={lang} />
      <RelatedCourses subject={subject} courses={related} lang={lang} />
      <PhoneBar pageUrl={`${publicUrl}${pathIn(lang, `/${course.slug}`)}`} lang={lang} />
    </>
  );
}
