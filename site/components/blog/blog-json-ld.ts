import type { BlogPost } from '../../../schemas/blogs';
import { site } from '../../../shared/content/site';
import { PAGES } from '../../../shared/content/pages';
import { blogWordsIn, pagesIn } from '../../../shared/content/texts';
import { pathIn } from '../../../shared/lang';
import { breadcrumbList } from '../../lib/breadcrumb-json-ld';
import { organizationJsonLd } from '../../lib/organization';

/** BlogPosting (author, dates, image) and BreadcrumbList structured data for one post. */
export function blogPostingJsonLd(
  blog: BlogPost,
  description: string,
  pageUrl: string,
  publicUrl: string,
) {
  const organization = organizationJsonLd(publicUrl, blog.lang);
  const home = pagesIn(blog.lang).blogs.breadcrumb[0]!;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'BlogPosting',
        '@id': `${pageUrl}#post`,
        headline: blog.title,
        description,
        url: pageUrl,
        mainEntityOfPage: pageUrl,
        image: [new URL(blog.featured_image, `${publicUrl}/`).href],
        datePublished: blog.created_at,
        // Posts carry one date until the staff editor records edits.
        dateModified: blog.created_at,
        inLanguage: blog.lang,
        author: { '@type': 'Organization', name: site.name, url: `${publicUrl}/` },
        publisher: organization,
      },
      breadcrumbList(
        [
          home,
          { label: blogWordsIn(blog.lang).post.crumb, href: pathIn(blog.lang, PAGES.blogs.path) },
          { label: blog.title },
        ],
        pageUrl,
        publicUrl,
      ),
    ],
  };
}
