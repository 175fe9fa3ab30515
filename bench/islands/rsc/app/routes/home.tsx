import { FmPitch } from '../../../../../app/components/home/fm-pitch';
import { LearningTracks } from '../../../../../app/components/home/learning-tracks';
import { RecentBlogs } from '../../../../../app/components/home/recent-blogs';
import { RecognitionCards } from '../../../../../app/components/home/recognition-cards';
import { SocialLinks } from '../../../../../app/components/home/social-links';
import { ClientLogos } from '../../../../../app/components/pages/client-logos';
import { featured, recentBlogs, titles } from '../../../shared/data';
import { EnquiryFrame } from '../../../shared/enquiry-frame';
import { Counters, CourseCarousel, EnquiryForm, HeroSlider, SloganBanner, TestimonialCarousel } from '../client';

export const meta = () => [{ title: titles.home }];

export function ServerComponent() {
  return (
    <>
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
