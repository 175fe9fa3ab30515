import sanitizeHtml from 'sanitize-html';
import { ARTICLE_ELEMENTS, ARTICLE_TAGS } from '../../shared/article-html';
import { isSiteImage } from '../../schemas/content-admin';

// Article images are the site's own pictures (schemas/content-admin.ts); anything else (other hosts,
// data:, protocol-relative, relative paths, or any other path of this site, such as a console
// address a reader's browser would call with their cookies) is dropped with its element.

// The allow-list is shared/article-html.ts, which the console's editor keeps whole.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ARTICLE_TAGS,
  allowedAttributes: Object.fromEntries(
    Object.entries(ARTICLE_ELEMENTS)
      .filter(([, attributes]) => attributes.length > 0)
      .map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The page's own title is its only h1.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      // Links leaving the site open apart and must not reach back into it (window.opener, Referer).
      if (/^https?:\/\//i.test(attribs.href ?? '')) {
        return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' } };
      }
      const { target: _target, rel: _rel, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isSiteImage(frame.attribs.src ?? ''),
};

/** Sanitises article HTML; used when a post is written and again before it is served. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
