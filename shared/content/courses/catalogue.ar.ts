import type { PageInfo } from '../pages';

// The course finder's page record in Arabic (catalogue.ts's CATALOGUE_PAGE): its path the English one's.

export const CATALOGUE_PAGE_AR: Omit<PageInfo, 'path'> = {
  title: 'ابحث عن دورتك',
  description:
    'ابحث في جميع الدورات وصفِّها: دبلومات إدارة المرافق، والذكاء الاصطناعي، والموارد البشرية، والمالية، والمشتريات، وPMP، وسلاسل الإمداد، وLean Six Sigma، والمهارات الشخصية، واللغات، والتحضير للامتحانات.',
  breadcrumb: [{ label: 'الرئيسية', href: '/ar' }, { label: 'الدورات' }],
};
