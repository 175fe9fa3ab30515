import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { ACCESSIBILITY_PAGE } from './content/accessibility-page';
import { COURSES, coursePath } from './content/courses';
import { CATALOGUE_PATH } from './content/courses/catalogue-filters';

export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('chairmans-message', 'routes/chairmans-message.tsx'),
  route('our-story', 'routes/our-story.tsx'),
  route('contacts', 'routes/contacts.tsx'),
  route('register', 'routes/register.tsx'),
  route('education-career-counselling', 'routes/education-career-counselling.tsx'),
  route('blogs', 'routes/blogs.tsx'),
  route('blogs/:id', 'routes/blog.tsx'),
  route('accreditations', 'routes/accreditations.tsx'),
  route('awards', 'routes/awards.tsx'),
  route('our-infrastructure', 'routes/our-infrastructure.tsx'),
  // Beyond the spec: the accessibility statement (linked from the footer).
  route(ACCESSIBILITY_PAGE.path.slice(1), 'routes/accessibility.tsx'),
  // Beyond the spec: the course finder (search and filters over every course).
  route(CATALOGUE_PATH.slice(1), 'routes/courses.tsx'),
  // One module renders every course page; the id tells the instances apart.
  ...COURSES.map((course) => route(coursePath(course).slice(1), 'routes/course.tsx', { id: `course/${course.slug}` })),
  // The staff console: rendered per request, never prerendered (app/paths.ts lists none of it).
  layout('routes/admin/layout.tsx', [
    route('admin', 'routes/admin/dashboard.tsx'),
    route('admin/leads', 'routes/admin/leads.tsx'),
    route('admin/leads/:form/:id', 'routes/admin/lead.tsx'),
    route('admin/audit', 'routes/admin/audit.tsx'),
    route('admin/blogs', 'routes/admin/blogs.tsx'),
    route('admin/blogs/new', 'routes/admin/blog-edit.tsx', { id: 'admin/blog-new' }),
    route('admin/blogs/:id', 'routes/admin/blog-edit.tsx'),
    route('admin/accreditations', 'routes/admin/accreditations.tsx'),
    route('admin/accounts', 'routes/admin/accounts.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
