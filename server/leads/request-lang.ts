import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANG, isLang, langOfPath, type Lang } from '../../shared/lang';
import { FORM_POSTS } from './form-posts';

/**
 * The language a visitor sent a form in, which the server answers in and the lead records: the page
 * a form without scripts posted itself to (/ar/contacts), else the `Accept-Language` the form's
 * island sets from its page (the first language of the site it names), else English. Never read
 * from what the visitor typed.
 */
export function requestLang(request: FastifyRequest): Lang {
  const route = request.routeOptions.url ?? '';
  if (FORM_POSTS.has(route)) return langOfPath(route);
  const header = request.headers['accept-language'];
  for (const range of (typeof header === 'string' ? header : '').split(',')) {
    const primary = range.split(';', 1)[0]!.trim().split('-', 1)[0]!.toLowerCase();
    if (isLang(primary)) return primary;
  }
  return DEFAULT_LANG;
}
