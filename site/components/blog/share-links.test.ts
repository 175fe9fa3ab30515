import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links';

describe('shareLinks', () => {
  const pageUrl = 'https://academy.example/blogs/7';
  const text = `Fluency & confidence: "plain" words ${'x'.repeat(200)}`;
  const links = shareLinks(pageUrl, 'Business English at Work: Daily Habits', text);

  it('gives three networks, each sharing the encoded canonical address', () => {
    expect(links.map((l) => l.network)).toEqual(['Facebook', 'X', 'LinkedIn']);
    expect(links[0]!.href).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Facademy.example%2Fblogs%2F7',
    );
    expect(links[1]!.href).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Facademy.example%2Fblogs%2F7',
    );
  });

  it('passes LinkedIn the title and the first 100 characters of the text, URL-encoded', () => {
    const url = new URL(links[2]!.href);
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/shareArticle');
    expect(url.searchParams.get('url')).toBe(pageUrl);
    expect(url.searchParams.get('title')).toBe('Business English at Work: Daily Habits');
    expect(url.searchParams.get('summary')).toBe(text.slice(0, 100));
    expect(links[2]!.href).toContain(`summary=${encodeURIComponent(text.slice(0, 100))}`);
  });
});
