/**
 * The canonical origin of an Astro page (no trailing slash): the server's PUBLIC_URL for a page
 * rendered per request (Astro.locals), the one in the environment at build for a prerendered page
 * (whose locals are empty).
 */
export const sitePublicUrl = (locals: Partial<App.Locals>): string =>
  locals.publicUrl ?? (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
