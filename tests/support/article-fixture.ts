import { ARTICLE_ELEMENTS, ARTICLE_TAGS, type ArticleTag } from '../../shared/article-html';

// A post that holds every element the sanitiser allows, each in its natural place and with every
// attribute it may carry. Typed by the allow-list: a tag added there fails the typecheck here until
// it has its snippet, and then the round-trip test until the editor keeps it.
const SNIPPETS: Record<ArticleTag, string> = {
  h2: '<h2>Heading two</h2>',
  h3: '<h3>Heading three</h3>',
  h4: '<h4>Heading four</h4>',
  h5: '<h5>Heading five</h5>',
  h6: '<h6>Heading six</h6>',
  p: '<p>A paragraph.</p>',
  div: '<div><p>A division</p> with text.</div>',
  br: '<p>One line<br />and the next.</p>',
  hr: '<hr />',
  ul: '<ul><li>Bullet one</li><li>Bullet two</li></ul>',
  ol: '<ol start="3"><li>Third</li><li>Fourth</li></ol>',
  li: '<ul><li><p>A paragraph in an item</p></li><li>Text, then<ul><li>nested</li></ul></li></ul>',
  dl: '<dl><dt>Term</dt><dd>Definition</dd></dl>',
  dt: '<dl><dt>PMP</dt><dd>Project Management Professional</dd></dl>',
  dd: '<dl><dt>CSCP</dt><dd>Certified Supply Chain Professional</dd></dl>',
  strong: '<p><strong>Strong</strong> text.</p>',
  b: '<p><b>Bold</b> text.</p>',
  em: '<p><em>Emphasised</em> text.</p>',
  i: '<p><i>Italic</i> text.</p>',
  u: '<p><u>Underlined</u> text.</p>',
  s: '<p><s>Struck</s> text.</p>',
  del: '<p><del>Deleted</del> text.</p>',
  ins: '<p><ins>Inserted</ins> text.</p>',
  mark: '<p><mark>Marked</mark> text.</p>',
  small: '<p><small>Small</small> print.</p>',
  sub: '<p>H<sub>2</sub>O</p>',
  sup: '<p>E = mc<sup>2</sup></p>',
  abbr: '<p><abbr title="Project Management Institute">PMI</abbr> text.</p>',
  cite: '<p><cite>A Guide to the PMBOK</cite> text.</p>',
  q: '<p><q>A short quote</q> text.</p>',
  kbd: '<p>Press <kbd>Ctrl</kbd> text.</p>',
  span: '<p><span>A span</span> text.</p>',
  a: '<p><a href="https://www.pmi.org/" title="PMI" rel="noopener noreferrer" target="_blank">PMI</a> and <a href="/pmp-certification" title="The course">the course</a>.</p>',
  img: '<img src="/images/blogs/default.webp" alt="A classroom" width="800" height="450" loading="lazy" />',
  figure:
    '<figure><img src="/images/blogs/default.webp" alt="" loading="lazy" /><figcaption>A caption</figcaption></figure>',
  figcaption: '<figure><figcaption>Only a caption</figcaption></figure>',
  blockquote:
    '<blockquote>A quote without a paragraph.</blockquote><blockquote><p>One</p><p>Two</p></blockquote>',
  code: '<p>Run <code>npm start</code> now.</p>',
  pre: '<pre><code>const a = 1;\nconst b = 2;</code></pre>',
  table:
    '<table><caption>Exams <em>compared</em></caption><thead><tr><th scope="col">Exam</th><th scope="col" colspan="2">Format</th></tr></thead><tbody><tr><th scope="row" rowspan="2">PMP</th><td>180 questions</td><td>230 minutes</td></tr><tr><td colspan="2" rowspan="1">Online or at a centre</td></tr></tbody><tfoot><tr><td>Total</td><td></td><td>2</td></tr></tfoot></table>',
  caption: '<table><caption>Caption only</caption><tbody><tr><td>a</td></tr></tbody></table>',
  thead:
    '<table><thead><tr><th>Head</th></tr></thead><tbody><tr><td>Body</td></tr></tbody></table>',
  tbody: '<table><tbody><tr><td>Body one</td></tr><tr><td>Body two</td></tr></tbody></table>',
  tfoot:
    '<table><tbody><tr><td>Body</td></tr></tbody><tfoot><tr><td>Foot</td></tr></tfoot></table>',
  tr: '<table><tbody><tr><td>Row</td></tr></tbody></table>',
  th: '<table><tbody><tr><th scope="row" colspan="2" rowspan="2">Header cell</th></tr></tbody></table>',
  td: '<table><tbody><tr><td colspan="2" rowspan="2">Data cell</td></tr></tbody></table>',
};

/** The whole fixture post. */
export const EVERY_ARTICLE_ELEMENT = ARTICLE_TAGS.map((tag) => SNIPPETS[tag]).join('\n');

/**
 * Each allowed tag and attribute that `html` (by default the fixture, each tag's own snippet) holds
 * nowhere: empty when it holds them all.
 */
export function missingFromFixture(html?: string): string[] {
  return ARTICLE_TAGS.flatMap((tag) => {
    const where = html ?? SNIPPETS[tag];
    return [
      ...(new RegExp(`<${tag}[\\s>/]`).test(where) ? [] : [tag]),
      ...ARTICLE_ELEMENTS[tag]
        .filter((name) => !new RegExp(`<${tag}\\s[^>]*\\b${name}="`).test(where))
        .map((name) => `${tag}[${name}]`),
    ];
  });
}

/**
 * HTML in a form two equal articles share: attributes in name order, runs of white space as one
 * space, and none between elements (ProseMirror drops it; a browser shows none).
 */
export function canonicalHtml(html: string, document: Document): string {
  const body = new document.defaultView!.DOMParser().parseFromString(html, 'text/html').body;
  const walk = (node: Node): string => {
    if (node.nodeType === 3) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ');
      return text.trim() === '' && node.parentElement?.tagName !== 'P' ? '' : text;
    }
    if (node.nodeType !== 1) return '';
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    const attributes = [...element.attributes]
      .map((a) => ` ${a.name}="${a.value}"`)
      .sort()
      .join('');
    return `<${tag}${attributes}>${[...element.childNodes].map(walk).join('')}</${tag}>`;
  };
  return [...body.childNodes].map(walk).join('');
}
