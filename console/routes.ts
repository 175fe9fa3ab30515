import { data, type RouteObject } from 'react-router';
import { CONSOLE_ROOT, type ConsolePath } from '../shared/console-paths';
import { AdminLayout, ConsoleError, loader } from './routes/layout';

// The console's routes (React Router in data mode, ADR 0020): the paths are shared/console-paths.ts's,
// which the server reads too. Each page's code is its own chunk, fetched when the page is first
// visited; its loader reads the console's API.

type Page = { path: ConsolePath; lazy: NonNullable<RouteObject['lazy']> };

export const CONSOLE_ROUTES = [
  { path: '/admin', lazy: () => import('./routes/dashboard') },
  { path: '/admin/leads', lazy: () => import('./routes/leads') },
  { path: '/admin/leads/:form/:id', lazy: () => import('./routes/lead') },
  { path: '/admin/audit', lazy: () => import('./routes/audit') },
  { path: '/admin/blogs', lazy: () => import('./routes/blogs') },
  { path: '/admin/blogs/new', lazy: () => import('./routes/blog-edit') },
  { path: '/admin/blogs/:id', lazy: () => import('./routes/blog-edit') },
  { path: '/admin/accreditations', lazy: () => import('./routes/accreditations') },
  { path: '/admin/batches', lazy: () => import('./routes/batches') },
  { path: '/admin/accounts', lazy: () => import('./routes/accounts') },
  { path: '/admin/assignment', lazy: () => import('./routes/assignment') },
] satisfies Page[];

export const routes: RouteObject[] = [
  {
    id: 'console',
    path: '/admin',
    loader,
    Component: AdminLayout,
    ErrorBoundary: ConsoleError,
    // Until the first page's data is in (the shell has drawn nothing before).
    HydrateFallback: () => null,
    children: [
      ...CONSOLE_ROUTES.map(({ path, lazy }) =>
        path === CONSOLE_ROOT
          ? { index: true, lazy }
          : { path: path.slice(CONSOLE_ROOT.length + 1), lazy },
      ),
      {
        path: '*',
        loader: () => {
          throw data(null, { status: 404 });
        },
      },
    ],
  },
];
