import { useEffect } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { site } from '../content/site';
import { useNonce } from './lib/nonce';

// The staff console's document: React Router renders the console alone (every public page is
// Astro's, app/layouts/Site.astro). Its inline scripts carry the response's CSP nonce.

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Links />
      </head>
      <body id="top" className="flex min-h-screen flex-col bg-white font-sans text-ink antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        <main id="main" className="flex-1">
          {children}
        </main>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // `<html data-hydrated>`: the console is live (the end-to-end tests wait for it before a key or click).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
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
      <a href="/" className="mt-8 btn-primary">
        Back to the home page
      </a>
    </section>
  );
}
