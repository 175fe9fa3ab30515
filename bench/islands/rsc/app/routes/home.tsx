import { FmPitch } from '../../../../../app/components/home/fm-pitch';
import { LearningTracks } from '../../../../../app/components/home/learning-tracks';
import { RecognitionCards } from '../../../../../app/components/home/recognition-cards';
import { SocialLinks } from '../../../../../app/components/home/social-links';
import { ClientLogos } from '../../../../../app/components/pages/client-logos';
import { featured, recentBlogs, titles } from '../../../common/data';
import { EnquiryFrame } from '../../../common/enquiry-frame';
import { Counters } from '../client/counters';
import { CourseCarousel } from '../client/course-carousel';
import { EnquiryForm } from '../client/enquiry-form';
import { HeroSlider } from '../client/hero-slider';
import { RecentBlogs } from '../client/recent-blogs';
import { SloganBanner } from '../client/slogan-banner';
import { TestimonialCarousel } from '../client/testimonial-carousel';

// The title is rendered by the server component (React puts it in the head): a `meta` export would
// ship the module's data to the browser with the route's client code.
export function ServerComponent() {
  return (
    <>
      <title>{titles.home}</title>
      <HeroSlider />
      <RecognitionCards />
      <SloganBanner />
      <FmPitch />
      <CourseCarousel courses={featured} />
      <ClientLogos heading="Trusted by the organisations our learners work for" />
      <TestimonialCarousel />
      <Counters />
      <LearningTracks />
      <RecentBlogs blogs={recentBlogs()} />
      <SocialLinks />
      <EnquiryFrame>
        <EnquiryForm />
      </EnquiryFrame>
    </>
  );
}
