import { describe, expect, it } from 'vitest';
import { seedBlogPosts } from '../seed/blog-posts';
import { sanitizeArticleHtml as clean } from './sanitize';

describe('sanitizeArticleHtml keeps what articles need', () => {
  it('keeps headings, paragraphs, lists, quotes, code and tables', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><p>Text <strong>bold</strong> <em>it</em></p><ul><li>a</li></ul><ol start="3"><li>b</li></ol>' +
      '<blockquote>q</blockquote><pre><code>x = 1</code></pre><table><caption>c</caption><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td colspan="2">d</td></tr></tbody></table>';
    expect(clean(html)).toBe(html);
  });

  it("keeps the site's own images, lazily loaded, and drops other hosts' (the CSP would block them)", () => {
    expect(
      clean('<img src="/images/blogs/default.webp" alt="Hall" width="800" height="450">'),
    ).toBe(
      '<img src="/images/blogs/default.webp" alt="Hall" width="800" height="450" loading="lazy" />',
    );
    expect(clean('<p>a</p><img src="https://cdn.example/a.png" alt="">')).toBe('<p>a</p>');
  });

  it('keeps uploads and built pictures only: no other path of this site, which a reader would call with their cookies', () => {
    const upload =
      '<img src="/uploads/blogs/0123456789abcdef01234567-800.webp" alt="" loading="lazy" />';
    expect(clean(upload)).toBe(upload);
    for (const src of [
      '/api/admin/leads.csv?q=a',
      '/api/admin/staff',
      '/admin',
      '/uploads/blogs/x.webp',
      '/images/../api/admin/leads.csv',
      '/images/blogs/default.webp?x=1',
      '/uploads/blogs/0123456789abcdef01234567.webp.part',
    ]) {
      expect(clean(`<p>a</p><img src="${src}">`), src).toBe('<p>a</p>');
    }
  });

  it('turns a stray h1 into h2: the page title is the only h1', () => {
    expect(clean('<h1>Big</h1>')).toBe('<h2>Big</h2>');
  });

  it('gives links to other sites rel="noopener noreferrer" and a new tab, and keeps site links plain', () => {
    expect(clean('<a href="https://example.org/x" rel="opener" target="_self">out</a>')).toBe(
      '<a href="https://example.org/x" rel="noopener noreferrer" target="_blank">out</a>',
    );
    expect(clean('<a href="/pmp-certification" target="_blank" rel="opener">PMP</a>')).toBe(
      '<a href="/pmp-certification">PMP</a>',
    );
    expect(clean('<a href="mailto:a@b.example">mail</a>')).toBe(
      '<a href="mailto:a@b.example">mail</a>',
    );
  });

  it('is stable: sanitising clean HTML again changes nothing (it runs on write and on read)', () => {
    for (const post of seedBlogPosts) {
      const once = clean(post.content);
      expect(clean(once)).toBe(once);
    }
  });

  it('leaves the seeded posts intact', () => {
    for (const post of seedBlogPosts) {
      expect(
        clean(post.content).replace(/ rel="noopener noreferrer" target="_blank"/g, '').length,
      ).toBeGreaterThan(post.content.length * 0.95);
    }
  });
});

describe('sanitizeArticleHtml removes what can run', () => {
  const cases: [string, string, string][] = [
    ['script element', '<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['event handler', '<p onclick="alert(1)" onmouseover="alert(2)">ok</p>', '<p>ok</p>'],
    ['img onerror with a bad source', '<img src=x onerror=alert(1)>ok', 'ok'],
    ['javascript: link', '<a href="javascript:alert(1)">ok</a>', '<a>ok</a>'],
    [
      'obfuscated javascript: link',
      '<a href="jav&#x09;ascript:alert(1)">a</a><a href=" &#106;avascript:alert(1)">b</a><a href="JaVaScRiPt:alert(1)">c</a>',
      '<a>a</a><a>b</a><a>c</a>',
    ],
    [
      'data: link and image',
      '<a href="data:text/html;base64,PHNjcmlwdD4=">a</a><img src="data:image/svg+xml,<svg onload=alert(1)>">',
      '<a>a</a>',
    ],
    ['protocol-relative image', '<img src="//evil.example/x.png">', ''],
    ['svg', '<svg onload="alert(1)"><script>alert(1)</script><text>t</text></svg>', 't'],
    [
      'mathml',
      '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">m</maction></math>',
      'm',
    ],
    [
      'style attribute and element',
      '<p style="background:url(javascript:alert(1));width:expression(alert(1))">ok</p><style>*{x:expression(alert(1))}</style>',
      '<p>ok</p>',
    ],
    [
      'frames, objects and forms',
      '<iframe src="javascript:alert(1)"></iframe><object data="x"></object><embed src="x"><form action="javascript:alert(1)"><input autofocus onfocus="alert(1)"></form>',
      '',
    ],
    ['comment hiding an element', '<!--<img src="--><img src=x onerror=alert(1)//">', ''],
    ['split script tags', '<scr<script>ipt>alert(1)</scr</script>ipt>', 'ipt&gt;alert(1)ipt&gt;'],
    [
      'meta refresh and base',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="javascript:alert(1)//">ok',
      'ok',
    ],
  ];
  for (const [name, input, output] of cases) {
    it(name, () => expect(clean(input)).toBe(output));
  }
});
