import type { SubjectId } from '../../../shared/content/courses';
import type { HOME_PAGE } from '../../../shared/content/home-page';
import { fill } from '../../../shared/lang';
import { Carousel, type CarouselWords } from '../carousel/carousel';
import { Picture } from '../ui/picture';
import { SectionHeading } from '../ui/section-heading';
import { WithCodes } from '../ui/with-codes';

export interface FeaturedCourse {
  title: string;
  summary: string;
  path: string;
  categoryLabel: string;
  subject: SubjectId;
  duration: string;
}

/** Three featured courses: a swipeable row on phones and tablets, a plain three-column grid on desktops. */
export function CourseCarousel({
  courses,
  registerPath,
  words,
  carousel,
}: {
  courses: FeaturedCourse[];
  registerPath: string;
  words: (typeof HOME_PAGE)['courses'];
  carousel: CarouselWords;
}) {
  return (
    <section aria-labelledby="courses-heading" className="section-y">
      <div className="container-page">
        <SectionHeading id="courses-heading" kicker={words.kicker} wide>
          {words.heading}
        </SectionHeading>
        <Carousel
          label={words.label}
          itemName="course"
          words={carousel}
          className="mt-10"
          slideClassName="basis-[88%] sm:basis-1/2 lg:basis-1/3"
          options={{ align: 'start', breakpoints: { '(min-width: 1024px)': { active: false } } }}
          controlsClassName="mt-6 lg:hidden"
          slides={courses.map((course) => ({
            key: course.path,
            label: course.title,
            content: (
              <article className="flex h-full flex-col overflow-hidden card">
                <Picture
                  group="courses"
                  name={`${course.subject}-cover`}
                  alt=""
                  sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 88vw"
                  className="aspect-[3/2] h-auto w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <p className="eyebrow">
                    <WithCodes text={course.categoryLabel} />
                  </p>
                  <h3 className="mt-2 text-xl leading-snug font-bold text-brand-900">
                    <a href={course.path} className="hover:text-accent-700 hover:underline">
                      <WithCodes text={course.title} />
                    </a>
                  </h3>
                  <p className="mt-3 flex-1 text-sm leading-relaxed text-muted">
                    <WithCodes text={course.summary} />
                  </p>
                  <p className="mt-4 flex items-center gap-2 text-sm font-medium text-brand-800 before:icon-clock before:size-4 before:text-accent-600">
                    <WithCodes text={course.duration} flexItem />
                  </p>
                  <div className="mt-5 flex items-center gap-4">
                    <a
                      href={`${registerPath}?course=${course.path.split('/').pop()}`}
                      className="btn-primary"
                    >
                      {words.enroll}
                      <span className="sr-only">
                        <WithCodes text={fill(words.enrollIn, { title: course.title })} />
                      </span>
                    </a>
                    <a
                      href={course.path}
                      className="text-sm font-semibold text-accent-600 underline-offset-4 hover:underline"
                    >
                      {words.details}
                      <span className="sr-only">
                        : <WithCodes text={course.title} />
                      </span>
                    </a>
                  </div>
                </div>
              </article>
            ),
          }))}
        />
      </div>
    </section>
  );
}
