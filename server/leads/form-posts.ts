import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HONEYPOT_FIELD, PUBLIC_FORM_FIELDS, type PublicForm } from '../../shared/lead-fields';
import { PAGES } from '../../shared/content/pages';
import { COURSES } from '../../shared/content/courses';
import { LANGS, pathIn } from '../../shared/lang';
import type { FormPages } from '../web/form-pages';

// The public forms without scripts (ADR 0017): the browser posts a form, form-encoded, to the form's
// own page (a course page's enquiry to the course page). There the very route the JSON API has (leads.ts: the schema, the checks, the rate limit
// and the code that stores a lead) takes it, its entries read as the JSON payload the island would
// have sent, and its answer is drawn as that page (../web/form-pages.ts) instead of JSON.

/** The page each form posts itself to without scripts, whose answer it is. */
export const FORM_PAGES = {
  contact: PAGES.contacts.path,
  registration: PAGES.register.path,
  company: PAGES.company.path,
} as const satisfies Record<PublicForm, string>;

/**
 * Every address a form posts itself to, and its form: its page in each language (/contacts,
 * /ar/contacts, /ar/company-enquiry), and each course page, whose enquiry is answered where the
 * visitor asked it, beside the course.
 */
export const FORM_POSTS: ReadonlyMap<string, PublicForm> = new Map(
  LANGS.flatMap((lang) => [
    ...(Object.entries(FORM_PAGES) as [PublicForm, string][]).map(
      ([form, path]) => [pathIn(lang, path), form] as const,
    ),
    ...COURSES.map((course) => [pathIn(lang, `/${course.slug}`), 'contact'] as const),
  ]),
);
const formAt = (request: FastifyRequest): PublicForm =>
  FORM_POSTS.get(request.routeOptions.url ?? '')!;

/** A batch's hidden field: its number when it is one, else as sent, for the schema to refuse in its words. */
const batchEntry = (value: string | null) =>
  !value ? undefined : /^\d{1,10}$/.test(value) ? Number(value) : value;

/**
 * A form's entries as the payload the island sends for it (use-lead-form.ts): each field of its
 * table as typed (the first, if sent twice), a list as all its values, the batch as its number, and
 * the honeypot. `page`, the address it was sent from (the Referer), is its attribution: a page
 * without scripts knows no campaign.
 */
export function payloadOf(form: PublicForm, entries: URLSearchParams, page?: string) {
  const payload: Record<string, unknown> = {
    [HONEYPOT_FIELD]: entries.get(HONEYPOT_FIELD) ?? undefined,
  };
  for (const { name, shown } of PUBLIC_FORM_FIELDS[form]) {
    if (shown === 'list') payload[name] = entries.getAll(name);
    else if (shown === 'batch') payload[name] = batchEntry(entries.get(name));
    else payload[name] = entries.get(name) ?? undefined;
  }
  if (page) payload.attribution = { page: page.slice(0, 500) };
  return payload;
}

export const NOT_A_FORM = 'This form could not be read. Please send it again from its page.';

/** A lead form's route (leads.ts), registered at `url` in `scope`. */
type FormRoute = (url: string, form: PublicForm, scope: FastifyInstance) => unknown;

/**
 * The forms' pages take their posts: `route` at each, in a scope that reads form-encoded bodies
 * only and answers each reply, success or refusal, with the page (`pages`).
 */
export function formPostRoutes(pages: FormPages, route: FormRoute) {
  return async (scope: FastifyInstance) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (request, body, done) =>
        done(
          null,
          payloadOf(formAt(request), new URLSearchParams(body as string), request.headers.referer),
        ),
    );
    // Any other body is none a page's form sends: refused in words its page can show.
    scope.addContentTypeParser('*', (_request, _payload, done) =>
      done(Object.assign(new Error(NOT_A_FORM), { statusCode: 415 }), undefined),
    );
    scope.addHook('onSend', (request, reply, payload) =>
      pages.answer(request, reply, formAt(request), payload),
    );
    for (const [path, form] of FORM_POSTS) route(path, form, scope);
  };
}
