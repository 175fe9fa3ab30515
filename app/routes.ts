import { type RouteConfig, layout, route } from '@react-router/dev/routes';
import { ASTRO_PATHS, EXTRA_PATHS, GENERAL_PATHS } from '../content/site-paths';

// A general page's module is named for its path (spec §2's pages, the course finder and the
// accessibility statement): the path table in content/ is the one list of them. The pages Astro
// builds (ASTRO_PATHS, app/pages/, and the course pages, app/pages/[course].astro) are not React Router's.
const pageRoute = (path: string) => route(path.slice(1), `routes/${path.slice(1)}.tsx`);

export default [
  ...[...GENERAL_PATHS, ...EXTRA_PATHS].filter((path) => !ASTRO_PATHS.includes(path)).map(pageRoute),
  // The staff console: rendered per request, never prerendered (content/paths.ts lists none of it).
  layout('routes/admin/layout.tsx', [
    route('admin', 'routes/admin/dashboard.tsx'),
    route('admin/leads', 'routes/admin/leads.tsx'),
    route('admin/leads/:form/:id', 'routes/admin/lead.tsx'),
    route('admin/audit', 'routes/admin/audit.tsx'),
    route('admin/blogs', 'routes/admin/blogs.tsx'),
    route('admin/blogs/new', 'routes/admin/blog-edit.tsx', { id: 'admin/blog-new' }),
    route('admin/blogs/:id', 'routes/admin/blog-edit.tsx'),
    route('admin/accreditations', 'routes/admin/accreditations.tsx'),
    route('admin/batches', 'routes/admin/batches.tsx'),
    route('admin/accounts', 'routes/admin/accounts.tsx'),
  ]),
] satisfies RouteConfig;
