'use client';

// The interactive parts, as client components: the only code the browser gets besides React Router's.
export { HeaderWithMenus } from '../../shared/header';
export { FloatingWithBehaviour } from '../../shared/floating';
export { HeroSlider } from '../../../../app/components/home/hero-slider';
export { SloganBanner } from '../../../../app/components/home/slogan-banner';
export { CourseCarousel } from '../../../../app/components/home/course-carousel';
export { TestimonialCarousel } from '../../../../app/components/home/testimonial-carousel';
export { Counters } from '../../../../app/components/home/counters';
export { EnquiryForm } from '../../../../app/components/forms/enquiry-form';
export { LazyMap } from '../../../../app/components/pages/lazy-map';
