import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import interLatin from './fonts/inter-subset.woff2?url';
import stylesheet from './app.css?url';
import { FloatingLinksIsland, SiteFooterIsland, SiteHeaderIsland } from './components/layout/site-chrome';
import { JsonLd } from './components/ui/json-ld';
import { courseNavigation } from '../content/courses';
import { site } from '../content/site';
import { useRecordVisit } from './lib/use-record-visit';
import { HOLD_SUBMITS_SCRIPT } from './lib/held-submits';
import { useHydrationMark } from './lib/hydration-mark';
import { useNonce } from './lib/nonce';
import { useVitalsReporter } from './lib/vitals';
import { organizationJsonLdDocument } from './lib/organization';
import { publicUrlFrom } from './lib/public-url.server';
import { isConsolePath } from './lib/console-path';

export function loader({ context }: Route.LoaderArgs) {
  const publicUrl = publicUrlFrom(context);
  // Built here, on the server, so the organisation's details cost the browser no JavaScript.
  return { publicUrl, nav: courseNavigation(), organization: organizationJsonLdDocument(publicUrl) };
}

// The shell's data never changes while a visitor browses: load it once.
export function shouldRevalidate() {
  return false;
}

// The Latin subset of the self-hosted font is needed by every page: fetch it with the CSS, not after.
export const links: Route.LinksFunction = () => [{ rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' }];

export type RootData = Awaited<ReturnType<typeof loader>>;

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>('root');
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const nonce = useNonce();
  // The staff console is not part of the public site: no site header, footer or chat link.
  const { pathname } = useLocation();
  const publicSite = !isConsolePath(pathname);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        {/* Runs once, from the server's HTML; the browser's bundle need not carry its text again. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? HOLD_SUBMITS_SCRIPT : '' }} suppressHydrationWarning />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* A stylesheet with a precedence is a React resource: React writes it at the top of the head,
            above the scripts' modulepreload links it hoists there (as a plain <link> from <Links/> it
            came after them, and over HTTP/1.1's six connections the paint waited for scripts). */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Links />
        {publicSite && data?.organization && <JsonLd data={data.organization} />}
      </head>
      <body id="top" className="flex min-h-screen flex-col bg-white font-sans text-ink antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2">
          Skip to content
        </a>
        {publicSite && <SiteHeaderIsland nav={data?.nav ?? []} pathname={pathname} />}
        <main id="main" className="flex-1">
          {children}
        </main>
        {publicSite && (
          <>
            <SiteFooterIsland />
            <FloatingLinksIsland pageUrl={`${data?.publicUrl ?? ''}${pathname}`} />
          </>
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useRecordVisit();
  useVitalsReporter();
  useHydrationMark();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? 'Page not found' : 'Something went wrong';
  const detail =
    status === 404
      ? 'The page you were looking for does not exist or has moved.'
      : 'We could not show this page right now. Please try again in a moment.';
  return (
    <section className="container-page py-20 text-center">
      <title>{`${title} | ${site.name}`}</title>
      {/* An error or a missing page is never a search result. */}
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold text-accent-600">{status}</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mt-4 text-muted">{detail}</p>
      <a href="/" className="btn-primary mt-8">
        Back to the home page
      </a>
    </section>
  );
}
