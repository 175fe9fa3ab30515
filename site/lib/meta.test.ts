import { describe, expect, it } from 'vitest';
import { heroSlides } from '../../shared/content/home';
import { DEFAULT_SHARE_IMAGE, defaultShareImage, pageMeta } from './meta';

const tag = (tags: Record<string, unknown>[], key: 'name' | 'property', value: string) =>
  tags.find((t) => t[key] === value)?.content;

describe('pageMeta share image', () => {
  it('names the default picture (pages without their own) in og:image:alt and twitter:image:alt with the home slide label it shows', () => {
    const tags = pageMeta({
      title: 'About',
      description: 'About us',
      path: '/about',
      lang: 'en',
      publicUrl: 'https://academy.example',
      image: DEFAULT_SHARE_IMAGE,
    });
    expect(tag(tags, 'property', 'og:image')).toMatch(/\/fm-diploma[^/]*\.webp$/);
    expect(tag(tags, 'property', 'og:image:alt')).toBe(
      heroSlides.find((s) => s.id === 'fm-diploma')!.imageLabel,
    );
    expect(tag(tags, 'name', 'twitter:image:alt')).toBe(tag(tags, 'property', 'og:image:alt'));
  });

  it("carries a page's own picture with its own alt text", () => {
    const image = { src: '/images/blogs/x.webp', alt: 'A post about facilities' };
    const tags = pageMeta({
      title: 'Post',
      description: 'A post',
      path: '/blogs/1',
      lang: 'en',
      publicUrl: 'https://academy.example',
      image,
      type: 'article',
    });
    expect(tag(tags, 'property', 'og:image')).toBe('https://academy.example/images/blogs/x.webp');
    expect(tag(tags, 'property', 'og:image:alt')).toBe(image.alt);
    expect(tag(tags, 'name', 'twitter:image:alt')).toBe(image.alt);
  });

  it('gives an Arabic page its own address, locale and picture words', () => {
    const tags = pageMeta({
      title: 'عن الأكاديمية',
      description: 'من نحن',
      path: '/about',
      lang: 'ar',
      publicUrl: 'https://academy.example',
      image: defaultShareImage('ar'),
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://academy.example/ar/about',
    });
    expect(tag(tags, 'property', 'og:url')).toBe('https://academy.example/ar/about');
    expect(tag(tags, 'property', 'og:locale')).toBe('ar_AE');
    expect(tag(tags, 'property', 'og:image:alt')).toMatch(/[\u0600-\u06FF]/);
  });
});
