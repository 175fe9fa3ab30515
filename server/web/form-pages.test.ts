import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { FormPost } from '../../shared/form-posts';
import { FormPages, type FormPageRenderer } from './form-pages';

// How a form's JSON answer becomes its page. The page itself is Astro's (proved in the browser:
// tests/e2e/forms-without-scripts.spec.ts); here a renderer that writes down the outcome it is given.

/** A server whose one route answers as the form routes do, through `pages`. */
function serverWith(pages: FormPages) {
  const app = Fastify({ logger: false });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.addHook('onSend', (request, reply, payload) =>
    pages.answer(request, reply, 'contact', payload),
  );
  app.post('/contacts', async (request, reply) => {
    const body = request.body as Record<string, string>;
    if (body.refuse === 'forged')
      return reply.status(403).send({ success: false, message: 'Refused.' });
    if (body.email?.includes('@')) return { success: true, message: 'Sent!' };
    return reply
      .status(400)
      .send({ success: false, message: 'Check it.', errors: { email: 'Enter a valid email.' } });
  });
  const post = (form: string) =>
    app.inject({
      method: 'POST',
      url: '/contacts',
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  return { app, post };
}

/** Renders each outcome as a page saying what it was given, and counts its renderings. */
function writingDown() {
  const given: FormPost[] = [];
  const render: FormPageRenderer = async (_request, _reply, post) => {
    given.push(post);
    const body = Buffer.from(`<!doctype html><p>${JSON.stringify(post)}</p><script>1</script>`);
    return { status: 200, headers: [], cookies: [], type: 'text/html; charset=utf-8', body };
  };
  return { given, render };
}

describe('a form post’s answer', () => {
  it('is its page with the outcome, the route’s status, no-store and the page’s own policy', async () => {
    const pages = new FormPages(false);
    const { given, render } = writingDown();
    pages.attach(render);
    const { post } = serverWith(pages);

    const refused = await post('name=Asha&email=asha');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(given).toEqual([
      {
        form: 'contact',
        refused: 'Check it.',
        errors: { email: 'Enter a valid email.' },
        values: { name: 'Asha', email: 'asha' },
      },
    ]);
    const sent = await post('name=Asha&email=asha@example.com');
    expect(sent.statusCode).toBe(200);
    expect(given.at(-1)).toEqual({ form: 'contact', sent: 'Sent!' });
  });

  it('is rendered once while it holds nothing of the visitor’s; a refusal with the entries, every time', async () => {
    const pages = new FormPages(false);
    const { given, render } = writingDown();
    pages.attach(render);
    const { post } = serverWith(pages);
    for (let i = 0; i < 3; i++) {
      expect((await post('refuse=forged')).statusCode).toBe(403);
      expect((await post('email=a@example.com')).statusCode).toBe(200);
      expect((await post(`name=Visitor ${i}&email=nobody`)).statusCode).toBe(400);
    }
    expect(given.filter((p) => 'values' in p && p.values.name === undefined)).toHaveLength(1);
    expect(given.filter((p) => 'sent' in p)).toHaveLength(1);
    expect(given.filter((p) => 'values' in p && p.values.name)).toHaveLength(3);
  });

  it('stays the API’s JSON without the site, or when its page cannot be drawn', async () => {
    const { post } = serverWith(new FormPages(false));
    const apiOnly = await post('email=nobody');
    expect(apiOnly.statusCode).toBe(400);
    expect(apiOnly.json()).toMatchObject({ success: false, errors: { email: expect.any(String) } });

    const failing = new FormPages(false);
    failing.attach(async () => {
      throw new Error('the build is broken');
    });
    const sent = await serverWith(failing).post('email=a@example.com');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, message: 'Sent!' });
  });
});
