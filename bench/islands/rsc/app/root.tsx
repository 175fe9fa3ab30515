import { Links, Meta, Outlet } from 'react-router';
import '../../common/site.css';
import interLatin from '../../../../app/fonts/inter-subset.woff2?url';
import { SiteFooter } from '../../../../app/components/layout/site-footer';
import { nav, PUBLIC_URL } from '../../common/data';
import { FloatingWithBehaviour } from './client/floating';
import { HeaderWithMenus } from './client/header';

export const links = () => [{ rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' }];

export function ServerLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body id="top" className="flex min-h-screen flex-col bg-white font-sans text-ink antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2">
          Skip to content
        </a>
        <HeaderWithMenus nav={nav} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <footer className="bg-brand-950 text-brand-100">
          <SiteFooter />
        </footer>
        <FloatingWithBehaviour pageUrl={PUBLIC_URL} />
      </body>
    </html>
  );
}

export function ServerComponent() {
  return <Outlet />;
}
