// The accessibility statement's page record, apart from its text: the footer on every page and the
// path lists link to it, and should not carry the whole statement into every page's JavaScript.
import type { PageInfo } from './pages';

const home = { label: 'Home', href: '/' };

export const ACCESSIBILITY_PAGE = {
  path: '/accessibility',
  title: 'Accessibility Statement',
  description:
    'How we make this website usable for everyone: the standard we aim for (WCAG 2.2 AA), how we test it, known limitations and how to tell us about a barrier.',
  breadcrumb: [home, { label: 'Accessibility Statement' }],
} as const satisfies PageInfo;
