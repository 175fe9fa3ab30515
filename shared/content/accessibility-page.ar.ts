// The Arabic words of the accessibility statement's page record (content/accessibility-page.ts):
// title, meta description and breadcrumb labels. The path stays in ACCESSIBILITY_PAGE.
import type { ACCESSIBILITY_PAGE } from './accessibility-page';
import type { Crumb, PageInfo } from './pages';

/** As many crumbs as the English trail, in the same order. */
type Crumbs<T> = { readonly [I in keyof T]: Crumb };

const home = { label: 'الرئيسية', href: '/' };

export const ACCESSIBILITY_PAGE_AR = {
  title: 'بيان إمكانية الوصول',
  description:
    'كيف نجعل هذا الموقع سهل الاستخدام للجميع: المعيار الذي نسعى إليه (WCAG 2.2 AA)، وكيف نختبره، والقيود المعروفة، وكيف تُبلغنا عن أي عائق.',
  breadcrumb: [home, { label: 'بيان إمكانية الوصول' }],
} as const satisfies Pick<PageInfo, 'title' | 'description'> & {
  breadcrumb: Crumbs<(typeof ACCESSIBILITY_PAGE)['breadcrumb']>;
};
