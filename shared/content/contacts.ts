// The contacts page (/contacts): its words and the cards that say how to reach the academy. The
// numbers and addresses themselves come from site.ts, so the academy changes them in one place.
import { site } from './site';

export const contactPage: { intro: string; mapHeading: string } = {
  intro:
    'Call, write or visit: our counsellors in Kerala and the UAE will help you choose a course, a study mode and a start date.',
  mapHeading: 'Find our India office',
};

export interface ContactCard {
  icon: 'phone' | 'email' | 'address';
  heading: string;
  note: string;
  /** A way to reach us in one step: the number or address shown, and the link that uses it. */
  reach?: { value: string; href: string; action: string; actionDetail: string };
  /** Offices to visit or write to, each with a directions link. */
  offices?: readonly { label: string; lines: readonly string[]; mapsQuery: string }[];
}

export const contactCards: readonly ContactCard[] = [
  {
    icon: 'phone',
    heading: 'Phone',
    note: 'Sunday to Friday, 9 am to 7 pm (Gulf and India time).',
    reach: {
      value: site.phone,
      href: `tel:${site.phoneHref}`,
      action: 'Call',
      actionDetail: ` ${site.phone}`,
    },
  },
  {
    icon: 'email',
    heading: 'Email',
    note: 'Write to us any time; we answer within one working day.',
    reach: {
      value: site.email,
      href: `mailto:${site.email}`,
      action: 'Email us',
      actionDetail: ` at ${site.email}`,
    },
  },
  {
    icon: 'address',
    heading: 'Address',
    note: 'Visit us in Kochi, or write to our UAE post box.',
    offices: [site.offices.india, site.offices.uae],
  },
];
