import { configuredSocialLinks, site } from '../../shared/content/site';
import { siteIn } from '../../shared/content/texts';
import { inLanguage, type Lang } from '../../shared/lang';
import { siteAr } from '../../shared/content/site.ar';
import { joinList } from '../../shared/list-words';

/**
 * The academy as schema.org EducationalOrganization, with both offices, in the page's language (its
 * name stays the brand's). An organisation has no inLanguage of its own (that is a creative work's):
 * the languages it teaches and answers in are its knowsLanguage.
 */
export function organizationJsonLd(publicUrl: string, lang: Lang = 'en') {
  const words = siteIn(lang);
  return {
    '@type': 'EducationalOrganization',
    // One identity for the whole site, so the copies nested in courses and posts are the same node.
    '@id': `${publicUrl}/#organization`,
    name: site.name,
    alternateName: site.shortName,
    description: `${words.tagline}.`,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
    telephone: site.phone,
    email: site.email,
    knowsLanguage: ['en', 'ar'],
    address: [words.offices.india, words.offices.uae].map((office) => ({
      '@type': 'PostalAddress',
      name: office.label,
      streetAddress: joinList(lang, office.lines.slice(1, -2)),
      addressLocality: office.lines.at(-2),
      addressCountry: office.lines.at(-1),
    })),
    areaServed: inLanguage(lang, { en: site.centres, ar: siteAr.centres }).map((name) => ({
      '@type': 'Place',
      name,
    })),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'admissions',
      telephone: site.phone,
      email: site.email,
    },
    sameAs: configuredSocialLinks().map((link) => link.href),
  };
}

/** The organisation as a stand-alone JSON-LD document: the shell puts it on every public page. */
export function organizationJsonLdDocument(publicUrl: string, lang: Lang = 'en') {
  return { '@context': 'https://schema.org', ...organizationJsonLd(publicUrl, lang) };
}
