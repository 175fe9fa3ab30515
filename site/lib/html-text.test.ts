import { describe, expect, it } from 'vitest';
import { firstCharacters, htmlToText, summarize } from './html-text';

describe('htmlToText', () => {
  it('drops tags and keeps words apart where blocks met', () => {
    expect(
      htmlToText(
        '<h2>Stage 1</h2><p>Keep <strong>safe</strong>.</p><ul><li>One</li><li>Two</li></ul>',
      ),
    ).toBe('Stage 1 Keep safe . One Two');
  });

  it('decodes named, decimal and hex entities', () => {
    expect(
      htmlToText(
        '<p>Q&amp;A &lt;tag&gt; &quot;quoted&quot; &apos;s &#8211; &#x2014; caf&#233;&nbsp;bar</p>',
      ),
    ).toBe(`Q&A <tag> "quoted" 's – — café bar`);
  });

  it('leaves unknown or impossible entities as written', () => {
    expect(htmlToText('&bogus; &#0; &#x110000;')).toBe('&bogus; &#0; &#x110000;');
  });

  it('drops script and style bodies and comments', () => {
    expect(
      htmlToText(
        '<p>a</p><script>var x = "<p>";</script><style>p{}</style><!-- hidden --><p>b</p>',
      ),
    ).toBe('a b');
  });

  it('folds white space', () => {
    expect(htmlToText('  <p>one\n\n\ttwo</p>   <p> three </p> ')).toBe('one two three');
  });
});

describe('firstCharacters', () => {
  it('counts code points, so an emoji is never split', () => {
    const text = `${'a'.repeat(99)}😀 tail`;
    expect(firstCharacters(text, 100)).toBe(`${'a'.repeat(99)}😀`);
    expect(() => encodeURIComponent(firstCharacters(text, 100))).not.toThrow();
  });

  it('returns short text whole', () => {
    expect(firstCharacters('short', 100)).toBe('short');
  });
});

describe('summarize', () => {
  it('keeps text that fits', () => {
    expect(summarize('A short description.', 155)).toBe('A short description.');
  });

  it('cuts long text at a word boundary with an ellipsis, within the limit', () => {
    const text = 'Facilities management keeps buildings safe and running, '.repeat(5);
    const summary = summarize(text, 155);
    expect(Array.from(summary).length).toBeLessThanOrEqual(155);
    expect(summary.endsWith('…')).toBe(true);
    expect(text.startsWith(summary.slice(0, -1))).toBe(true);
    expect(summary).not.toMatch(/[\s,]…$/);
  });
});
