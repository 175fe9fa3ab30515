import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FormPost, PostedValues } from '../../shared/form-posts';
import { PUBLIC_FORM_FIELDS, type PublicForm } from '../../shared/lead-fields';
import { langOfPath, type Lang } from '../../shared/lang';
import { formTextsIn } from '../../shared/lead-words';
import { renderingPayload, type Rendering } from './rendering';

// A form posted without scripts is answered with its page (ADR 0017): the page rendered by Astro,
// as for a visit, with what became of the post (shared/form-posts.ts) in its locals. The answer is
// this visitor's alone: it is never kept, and no cache may store it.

/** Renders a form's page with a post's outcome (./index.ts attaches Astro's). */
export type FormPageRenderer = (
  request: FastifyRequest,
  reply: FastifyReply,
  post: FormPost,
) => Promise<Rendering>;

/** The route's answer, as the API gives it (schemas/envelope.ts). */
interface Answer {
  success?: unknown;
  message?: unknown;
  reference?: unknown;
  errors?: unknown;
}

/** The entries a post had, for the page to keep: the fields of the form's table, as parsed. */
function keptValues(form: PublicForm, body: unknown): PostedValues {
  const values: PostedValues = {};
  if (typeof body !== 'object' || body === null) return values;
  for (const { name } of PUBLIC_FORM_FIELDS[form]) {
    const value: unknown = (body as Record<string, unknown>)[name];
    if (
      typeof value === 'string' ||
      typeof value === 'number' ||
      (Array.isArray(value) && value.every((item) => typeof item === 'string'))
    )
      values[name] = value as PostedValues[string];
  }
  return values;
}

function postOf(form: PublicForm, lang: Lang, answer: Answer, body: unknown): FormPost {
  const message = typeof answer.message === 'string' ? answer.message : '';
  const texts = formTextsIn(lang, form);
  if (answer.success === true)
    return {
      form,
      sent: message || texts.success,
      ...(typeof answer.reference === 'string' && { reference: answer.reference }),
    };
  const errors =
    typeof answer.errors === 'object' && answer.errors !== null
      ? (answer.errors as Record<string, string>)
      : {};
  return {
    form,
    refused: message || texts.rejected,
    errors,
    values: keptValues(form, body),
  };
}

/** Whether a post's page holds nothing of the visitor's: a success without its reference, or a refusal before its entries were read. */
const sharedAlike = (post: FormPost) =>
  'sent' in post
    ? post.reference === undefined
    : Object.keys(post.values).length === 0 && Object.keys(post.errors).length === 0;

/**
 * How many such pages are kept: each form's success when it has no reference, and the few refusals of a post before it is read
 * (403, 413, 415, 429, 5xx), each in the server's own words.
 */
const SHARED_PAGES = 32;

/**
 * The pages that answer the forms' posts. The site attaches its renderer once it is loaded; a
 * server without the site (SERVE_SITE=false) has none, and answers in the API's JSON.
 */
export class FormPages {
  #render?: FormPageRenderer;
  #keepShared = true;
  /**
   * The pages that are the same for everyone, rendered once: a flood of forged posts (refused before
   * the rate limit counts them) or of throttled ones costs no rendering each.
   */
  readonly #shared = new Map<string, Rendering>();
  constructor(private readonly https: boolean) {}

  /** `keepShared`: false where pages change as they are edited (development). */
  attach(render: FormPageRenderer, keepShared = true) {
    this.#render = render;
    this.#keepShared = keepShared;
  }

  /** An onSend hook's work: the route's JSON answer (`payload`) becomes the page, with the reply's status. */
  async answer(
    request: FastifyRequest,
    reply: FastifyReply,
    form: PublicForm,
    payload: unknown,
  ): Promise<unknown> {
    if (!this.#render || typeof payload !== 'string') return payload;
    let answer: Answer;
    try {
      answer = JSON.parse(payload) as Answer;
    } catch {
      return payload;
    }
    try {
      const rendering = await this.#rendering(
        this.#render,
        request,
        reply,
        postOf(form, langOfPath(request.url), answer, request.body),
      );
      return await renderingPayload(
        request,
        reply,
        {
          ...rendering,
          status: reply.statusCode,
          // In place of the route's JSON type.
          headers: [
            ['content-type', rendering.type],
            ...rendering.headers,
            ['cache-control', 'no-store'],
          ],
        },
        this.https,
      );
    } catch (error) {
      // The outcome stands (a lead sent is stored), told in JSON rather than lost.
      request.log.error({ err: error }, 'a form post could not be answered with its page');
      return payload;
    }
  }

  async #rendering(
    render: FormPageRenderer,
    request: FastifyRequest,
    reply: FastifyReply,
    post: FormPost,
  ): Promise<Rendering> {
    // Each page's own: the same refusal is drawn in the language of the page it was posted to.
    const key =
      this.#keepShared && sharedAlike(post)
        ? JSON.stringify([request.url.split('?', 1)[0], post])
        : undefined;
    const kept = key === undefined ? undefined : this.#shared.get(key);
    if (kept) return kept;
    const rendering = await render(request, reply, post);
    if (rendering.status !== 200) throw new Error(`the page answered ${rendering.status}`);
    if (key !== undefined && this.#shared.size < SHARED_PAGES) this.#shared.set(key, rendering);
    return rendering;
  }
}
