import type { AdminPages } from './admin';
import type { Batch, BatchAdminPages } from './batches';
import type { BlogPost, BlogSummary } from './blogs';
import type { ContentAdminPages } from './content-admin';

/** What pages and the console's loaders may ask of the server. The app never imports server code; it gets these. */
export interface BlogReader {
  listBlogs(options: {
    page: number;
    limit: number;
  }): Promise<{ blogs: BlogSummary[]; hasMore: boolean }>;
  getBlog(id: number): Promise<BlogPost | null>;
}

/** The upcoming batches a visitor may be offered (not cancelled, not started), soonest first. */
export interface BatchReader {
  upcomingBatches(course?: string): Promise<Batch[]>;
}

/**
 * Tables a public page may read. A page declares the ones it reads (`Astro.locals.declare`); the
 * server keeps the page until one of them changes, and keeps none that read something it did not
 * declare.
 */
export type PageSource = 'blogs' | 'accreditations' | 'batches';

export interface AppServices {
  blogs: BlogReader;
  batches: BatchReader;
  /** The staff console's reads (absent where a test or tool renders only public pages). */
  admin?: AdminPages;
  /** The console's blog editor and accreditations list (absent like `admin`). */
  content?: ContentAdminPages;
  /** The console's batch list (absent like `admin`). */
  batchAdmin?: BatchAdminPages;
}

/**
 * What an Astro page rendered per request gets as `Astro.locals`: the services (each call recorded as
 * a read of its table), `declare` to name the tables the page reads (the server keeps the page until
 * one of them changes, and keeps none that read something it did not declare), `query` for the query
 * parameters it reads, and the origin.
 */
export interface PageLocals {
  services: AppServices;
  declare(...sources: PageSource[]): void;
  /**
   * The values of the query parameters the page reads, which asking for them declares: the server
   * keeps a copy of the page per value of these, and the page sees no other (`Astro.url` carries no
   * query string), so an address that differs only in another (`?utm_source=…`) gets the same copy.
   */
  query(...names: string[]): URLSearchParams;
  publicUrl: string;
}

/** The Astro pages rendered per request, as app/server-entry.ts hands them to server/web/. */
export interface AstroPages {
  /** The page for this path (the not-found page where none answers). */
  render(request: Request, locals: PageLocals): Promise<Response>;
}

// A type alias (not an interface) so it fits React Router's index-signature context type.
export type AppContext = {
  services: AppServices;
  /** Canonical origin, e.g. https://academy.example (no trailing slash). */
  publicUrl: string;
  /** Nonce the server put in this response's Content-Security-Policy, for inline scripts. */
  cspNonce?: string;
};

declare module 'react-router' {
  // Declaration merging: loaders' `context` is typed as AppContext.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
