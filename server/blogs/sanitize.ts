import sanitizeHtml from 'sanitize-html';
import { isSiteImage } from '../../schemas/content-admin';

// Article images are the site's own pictures (schemas/content-admin.ts); anything else (other hosts,
// data:, protocol-relative, relative paths, or any other path of this site, such as a console
// address a reader's browser would call with their cookies) is dropped with its element.

// An allow-list fit for articles: structure, emphasis, links, images, tables, quotes and code.
// No style, class or event attributes anywhere; no SVG, MathML, forms, frames or embeds.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'div',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'ins',
    'mark',
    'small',
    'sub',
    'sup',
    'abbr',
    'cite',
    'q',
    'kbd',
    'span',
    'a',
    'img',
    'figure',
    'figcaption',
    'blockquote',
    'code',
    'pre',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    abbr: ['title'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
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
