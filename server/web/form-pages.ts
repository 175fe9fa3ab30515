import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FormPost, PostedValues } from '../../contract/form-posts';
import { FIELDS_OF, type LeadForm } from '../../contract/lead-fields';
import { FORM_TEXTS } from '../../contract/lead-texts';
import { renderingPayload, type Rendering } from './rendering';

// A form posted without scripts is answered with its page (ADR 0016): the page rendered by Astro,
// as for a visit, with what became of the post (contract/form-posts.ts) in its locals. The answer is
// this visitor's alone: it is never kept, and no cache may store it.

/** Renders a form's page with a post's outcome (./index.ts attaches Astro's). */
export type FormPageRenderer = (
  request: FastifyRequest,
  reply: FastifyReply,
  post: FormPost,
) => Promise<Rendering>;

/** The route's answer, as the API gives it (contract/envelope.ts). */
interface Answer {
  success?: unknown;
  message?: unknown;
  errors?: unknown;
}

/** The entries a post had, for the page to keep: the fields of the form's table, as parsed. */
function keptValues(form: LeadForm, body: unknown): PostedValues {
  const values: PostedValues = {};
  if (typeof body !== 'object' || body === null) return values;
  for (const { name } of FIELDS_OF[form]) {
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

function postOf(form: LeadForm, answer: Answer, body: unknown): FormPost {
  const message = typeof answer.message === 'string' ? answer.message : '';
  if (answer.success === true) return { form, sent: message || FORM_TEXTS[form].success };
  const errors =
    typeof answer.errors === 'object' && answer.errors !== null
      ? (answer.errors as Record<string, string>)
      : {};
  return {
    form,
    refused: message || FORM_TEXTS[form].rejected,
    errors,
    values: keptValues(form, body),
  };
}

/**
 * The pages that answer the forms' posts. The site attaches its renderer once it is loaded; a
 * server without the site (SERVE_SITE=false) has none, and answers in the API's JSON.
 */
export class FormPages {
  #render?: FormPageRenderer;
  constructor(private readonly https: boolean) {}

  attach(render: FormPageRenderer) {
    this.#render = render;
  }

  /** An onSend hook's work: the route's JSON answer (`payload`) becomes the page, with the reply's status. */
  async answer(
    request: FastifyRequest,
    reply: FastifyReply,
    form: LeadForm,
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
      const rendering = await this.#render(request, reply, postOf(form, answer, request.body));
      if (rendering.status !== 200) throw new Error(`the page answered ${rendering.status}`);
      return await renderingPayload(
        request,
        reply,
        {
          ...rendering,
          status: reply.statusCode,
          headers: [...rendering.headers, ['cache-control', 'no-store']],
        },
        this.https,
      );
    } catch (error) {
      // The outcome stands (a lead sent is stored), told in JSON rather than lost.
      request.log.error({ err: error }, 'a form post could not be answered with its page');
      return payload;
    }
  }
}
