import { CourseBody } from '../../../../../app/components/course/course-body';
import { coursePage, PAGE_PATHS, titles } from '../../../shared/data';
import { EnquiryFrame } from '../../../shared/enquiry-frame';
import { EnquiryForm } from '../client';

export const meta = () => [{ title: titles.course }];

export function ServerComponent() {
  const page = coursePage(PAGE_PATHS.course);
  return (
    <>
      <CourseBody {...page} />
      <EnquiryFrame heading={`Enquire about ${page.course.abbreviation ?? 'this course'}`}>
        <EnquiryForm defaultCourse={page.subject.enquiryOption} />
      </EnquiryFrame>
    </>
  );
}
