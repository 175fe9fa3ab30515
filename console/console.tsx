import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './routes';

/**
 * The staff console: one React island, rendered in the browser only (site/pages/admin/), with its own
 * client router. Links between its pages are client navigations; each page's data comes from the
 * console's API.
 */
export function Console() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
