import { configuredSocialLinks, site } from '../../shared/content/site';

/** The academy as schema.org EducationalOrganization, with both offices. */
export function organizationJsonLd(publicUrl: string) {
  return {
    '@type': 'EducationalOrganization',
    // One identity for the whole site, so the copies nested in courses and posts are the same node.
    '@id': `${publicUrl}/#organization`,
    name: site.name,
    alternateName: site.shortName,
    description: `${site.tagline}.`,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
    telephone: site.phone,
    email: site.email,
    address: [site.offices.india, site.offices.uae].map((office) => ({
      '@type': 'PostalAddress',
      name: office.label,
      streetAddress: office.lines.slice(1, -2).join(', '),
      addressLocality: office.lines.at(-2),
      addressCountry: office.lines.at(-1),
    })),
    areaServed: site.centres.map((name) => ({ '@type': 'Place', name })),
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
export function organizationJsonLdDocument(publicUrl: string) {
  return { '@context': 'https://schema.org', ...organizationJsonLd(publicUrl) };
}
