import { type RouteConfig, layout, route } from '@react-router/dev/routes';

// React Router renders the staff console only: every public page is Astro's (app/pages/, ADR 0013, 0014).
export default [
  // Rendered per request, never prerendered, never kept.
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
