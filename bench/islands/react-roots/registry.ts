import type { ComponentType } from 'react';

// Every island's code, fetched only when a page holds one and its moment comes (client.ts).
export const ISLANDS = {
  header: () => import('../common/header').then((m) => m.Header),
  floating: () => import('../common/floating').then((m) => m.Floating),
  hero: () => import('../../../app/components/home/hero-slider').then((m) => m.HeroSlider),
  slogan: () => import('../../../app/components/home/slogan-banner').then((m) => m.SloganBanner),
  courses: () => import('../common/featured-courses').then((m) => m.Courses),
  testimonials: () => import('../../../app/components/home/testimonial-carousel').then((m) => m.TestimonialCarousel),
  counters: () => import('../../../app/components/home/counters').then((m) => m.Counters),
  enquiry: () => import('../../../app/components/forms/enquiry-form').then((m) => m.EnquiryForm),
  map: () => import('../common/lazy-map').then((m) => m.LazyMap),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof ISLANDS;
