import { configuredSocialLinks, site } from '../content/site';

/** The academy as schema.org EducationalOrganization, with both offices. */
export function organizationJsonLd(publicUrl: string) {
  return {
    '@type': 'EducationalOrganization',
    name: site.name,
    url: `${publicUrl}/`,
    telephone: site.phone,
    email: site.email,
    address: [site.offices.india, site.offices.uae].map((office) => ({
      '@type': 'PostalAddress',
      streetAddress: office.lines.slice(1, -2).join(', '),
      addressLocality: office.lines.at(-2),
      addressCountry: office.lines.at(-1),
    })),
    sameAs: configuredSocialLinks().map((link) => link.href),
  };
}
