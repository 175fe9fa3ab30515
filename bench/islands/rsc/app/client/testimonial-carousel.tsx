'use client';

export { TestimonialCarousel } from '../../../../../app/components/home/testimonial-carousel';
