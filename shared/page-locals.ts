import type { Batch, ChosenBatch } from './batches';
import type { FormPost } from './form-posts';
import type { BlogPost, BlogSummary } from '../schemas/blogs';
import type { Lang } from './lang';

/** What the pages rendered per request may ask of the server. The app never imports server code; it gets these. */
export interface BlogReader {
  listBlogs(options: {
    page: number;
    limit: number;
    lang: Lang;
  }): Promise<{ blogs: BlogSummary[]; hasMore: boolean }>;
  getBlog(id: number): Promise<BlogPost | null>;
}

export interface BatchReader {
  /** The upcoming batches a visitor may be offered (not cancelled, not started), soonest first. */
  upcomingBatches(course?: string): Promise<Batch[]>;
  /** The batch a form was opened or sent for, in words in `lang`, or why a lead may not name it now. */
  chosenBatch(id: number, lang: Lang): Promise<ChosenBatch>;
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
  /** A form posted to this page without scripts: the page is its answer, for that visitor alone. */
  formPost?: FormPost;
}

/** The Astro pages rendered per request, as site/render-pages.ts hands them to server/web/. */
export interface AstroPages {
  /** The page for this path (the not-found page where none answers). */
  render(request: Request, locals: PageLocals): Promise<Response>;
}
