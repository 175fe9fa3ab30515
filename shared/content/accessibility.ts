// The accessibility statement: what the site aims for, how it is checked, what is known to fall
// short and how to tell the academy. Phone and email come from site.ts, so an academy that edits
// its details there gets a statement with the right ones.

export { ACCESSIBILITY_PAGE } from './accessibility-page';

export interface StatementSection {
  heading: string;
  paragraphs: readonly string[];
  points?: readonly string[];
}

export const accessibilityStatement = {
  intro:
    'We want every learner, parent and employer to be able to find a course, read about it and contact us, whatever device, browser or assistive technology they use. This statement covers every page of this website.',
  /** When the statement was last reviewed against the site (ISO date). */
  reviewed: '2026-11-22',
  sections: [
    {
      heading: 'The standard we aim for',
      paragraphs: [
        'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. In practice this means you should be able to:',
      ],
      points: [
        'use every menu, carousel, accordion, image viewer and form with a keyboard alone, always seeing where the focus is',
        'skip straight to the main content of each page with the first link on the page',
        'hear form errors and confirmations announced by a screen reader, with each error tied to its field',
        'zoom text to 200 % or read on a 320 pixel wide screen without scrolling sideways',
        'stop moving content: carousels pause, and animation and smooth scrolling are switched off when your device asks for reduced motion',
        'read text with at least the colour contrast WCAG AA requires',
      ],
    },
    {
      heading: 'How we test',
      paragraphs: [
        'Every change to the website runs automated checks before it is published. The axe accessibility engine checks every page, at phone and desktop widths, against the WCAG 2.0, 2.1 and 2.2 A and AA rules, including open menus, the image viewer and forms showing errors.',
        'Automated browser tests also use the site the way a keyboard user would: they open the menus, move carousels, open course details and the image viewer, and fill in and send the contact and registration forms without a mouse. Other tests check that no page scrolls sideways at 320 pixels and that every page has its own title and description.',
        'Automated checks cannot find every barrier, so we also look at new pages by hand, with a keyboard and with text enlarged.',
      ],
    },
    {
      heading: 'Known limitations',
      paragraphs: ['We know of these limitations and are working on them:'],
      points: [
        'The map on the Contacts page comes from Google Maps, which we do not control. The same addresses are written out in full beside it and in the footer of every page.',
        'Course brochures are PDF files generated from the course pages. They may not be fully tagged for screen readers; every fact in a brochure is also on its course page.',
        'The learner login leads to a separate learning site run by a partner, which this statement does not cover.',
      ],
    },
    {
      heading: 'Tell us about a barrier',
      paragraphs: [
        'If something on this website is hard to use, or you need information in another format, please tell us. Use the enquiry form on our Contacts page and describe the page and the problem in the message; a member of our team reads every message and replies within one working day.',
        'You can also call or email us. We will answer in the way that suits you, and we use what you tell us to fix the site for everyone.',
      ],
    },
  ] satisfies StatementSection[],
} as const;
