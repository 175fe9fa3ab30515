'use client';

export { CourseCarousel } from '../../../../../app/components/home/course-carousel';
