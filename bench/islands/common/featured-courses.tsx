import { CourseCarousel } from '../../../app/components/home/course-carousel';
import { routed } from './routed';

export const Courses = routed(CourseCarousel);
