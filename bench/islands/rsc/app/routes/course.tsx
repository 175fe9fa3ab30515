import { CourseBody } from '../../../../../app/components/course/course-body';
import { coursePage, PAGE_PATHS, titles } from '../../../common/data';
import { EnquiryFrame } from '../../../common/enquiry-frame';
import { EnquiryForm } from '../client/enquiry-form';

// The title is rendered by the server component (React puts it in the head): a `meta` export would
// ship the module's data to the browser with the route's client code.
export function ServerComponent() {
  const page = coursePage(PAGE_PATHS.course);
  return (
    <>
      <title>{titles.course}</title>
      <CourseBody {...page} />
      <EnquiryFrame heading={`Enquire about ${page.course.abbreviation ?? 'this course'}`}>
        <EnquiryForm defaultCourse={page.subject.enquiryOption} />
      </EnquiryFrame>
    </>
  );
}
