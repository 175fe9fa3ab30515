// The academy's public identity in one place. An academy makes the site its own by editing
// this file: every page, the footer, the chat link, brochures and structured data read it.
// The defaults are deliberately fictional (reserved .example domain, zeroed numbers).

export const site = {
  name: 'Meridian Crest Academy',
  shortName: 'Meridian Crest',
  tagline: 'Professional training for facilities, management and language careers',
  /** Shown and dialled everywhere the spec says {phone}. */
  phone: '+971 4 000 0000',
  /** The same number for tel: links, digits with a leading +. */
  phoneHref: '+97140000000',
  /** WhatsApp business number: digits only, country code first. */
  whatsappNumber: '971500000000',
  whatsappGreeting: 'Hello! I would like to know more about this page:',
  /** The spec's {email}. */
  email: 'admissions@meridiancrest.example',
  /** External learning-management site opened by the header's Login button. */
  loginUrl: 'https://learn.meridiancrest.example/login',
  copyright: '2010-2025',
  offices: {
    india: {
      label: 'India Office',
      lines: [
        'Meridian Crest Academy',
        '2nd Floor, Example Towers, MG Road',
        'Kochi, Kerala 682000',
        'India',
      ],
      mapsQuery: 'MG Road, Kochi, Kerala, India',
    },
    uae: {
      label: 'UAE Office',
      lines: ['Meridian Crest Academy', 'P.O. Box 00000', 'Dubai', 'United Arab Emirates'],
      mapsQuery: 'Dubai, United Arab Emirates',
    },
  },
  /** Cities where classes run, named on pages and in structured data. */
  centres: ['Kerala', 'Dubai', 'Sharjah', 'Abu Dhabi'],
  /** Social profiles: leave a value empty to hide that link. The video channel is the only real one in the spec. */
  social: {
    facebook: '',
    linkedin: '',
    youtube: 'https://www.youtube.com/@meridiancrest.example',
    instagram: '',
  },
} as const;

export type Site = typeof site;

/** The social links that are configured, in display order. */
export function configuredSocialLinks() {
  const names = {
    facebook: 'Facebook',
    linkedin: 'LinkedIn',
    youtube: 'YouTube',
    instagram: 'Instagram',
  } as const;
  return (Object.keys(names) as (keyof typeof names)[])
    .filter((key) => site.social[key] !== '')
    .map((key) => ({ key, label: names[key], href: site.social[key] }));
}
