import { lazy, useRef } from 'react';
import { data, useLocation } from 'react-router';
import type { PageHandle } from '../../contract/load-context';
import type { Route } from './+types/course';
import type { CourseBody as CourseBodyType } from '../components/course/course-body';
import { EnquirySection } from '../components/forms/enquiry-section';
import { keptPageHtml } from '../components/layout/server-html';
import { useKeptLinks } from '../components/layout/use-kept-links';
import { COURSES, courseBySlug, coursePath, subjectById } from '../../content/courses';
import { pageMeta } from '../lib/meta';
import { publicUrlFrom } from '../lib/public-url.server';

// One module renders all 48 course pages; the record is picked by the page's path. Each shows its
// upcoming batches, so it is rendered at its first request and kept until the batches change.
export const handle: PageHandle = { reads: ['batches'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const course = courseBySlug(new URL(request.url).pathname);
  if (!course) throw data(null, { status: 404 });
  const related = COURSES.filter((c) => c.subject === course.subject && c.slug !== course.slug).map((c) => ({ title: c.title, path: coursePath(c) }));
  const subject = subjectById(course.subject);
  // Made here, on the server, so the words are in the page's data rather than in every visitor's script.
  const shareImage = { src: `/images/courses/${course.subject}-cover.webp`, alt: `Cover picture of the ${subject.name} courses` };
  const batches = await context.services.batches.upcomingBatches(course.slug);
  // "Enquire about this batch" opens the page with ?batch=ID: the form shows that batch, if it is still offered.
  const chosen = batches.find((batch) => String(batch.id) === new URL(request.url).searchParams.get('batch') && batch.status !== 'full');
  return { course, subject, related, shareImage, batches, chosen, publicUrl: publicUrlFrom(context) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.course.title,
        description: loaderData.course.summary,
        path: `/${loaderData.course.slug}`,
        publicUrl: loaderData.publicUrl,
        image: loaderData.shareImage,
      })
    : [];

// The page above the enquiry form is static text, images and links: the browser keeps the server's
// markup of the page it loaded (as the header, server-html.tsx), so the body's components are not in
// the first load. They are fetched when the browser must render a course page itself (a course
// reached by a link from another page); that render waits for them without hiding the page shown.
type Body = typeof CourseBodyType;
let loaded: Body | undefined;
/** Fetches the body's code; once here, later course pages render without suspending. */
export const loadCourseBody = async () => (loaded ??= (await import('../components/course/course-body')).CourseBody);
if (import.meta.env.SSR) await loadCourseBody();
const LazyCourseBody = lazy(() => loadCourseBody().then((CourseBody) => ({ default: CourseBody })));

export default function CoursePage({ loaderData }: Route.ComponentProps) {
  const { course, subject, related, publicUrl, batches, chosen } = loaderData;
  const ref = useRef<HTMLDivElement>(null);
  const CourseBodyComponent = loaded ?? LazyCourseBody;
  const html = keptPageHtml('course', useLocation().pathname);
  // Its breadcrumb and related-course links navigate in the page, as <Link> does.
  useKeptLinks(ref, html !== '');
  return (
    <>
      {html ? (
        <div ref={ref} data-island="course" dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
      ) : (
        <div ref={ref} data-island="course">
          <CourseBodyComponent course={course} subject={subject} related={related} publicUrl={publicUrl} batches={batches} />
        </div>
      )}
      <EnquirySection defaultCourse={subject.enquiryOption} batch={chosen} heading={`Enquire about ${course.abbreviation ?? 'this course'}`} />
    </>
  );
}
