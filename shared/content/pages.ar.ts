// The Arabic words of the general pages (content/pages.ts): title, meta description and breadcrumb
// labels. Paths stay in PAGES; a crumb's link is the English one.

import type { Crumb, PageInfo, PageKey, PAGES } from './pages';

/** As many crumbs as the English trail, in the same order. */
type Crumbs<T> = { readonly [I in keyof T]: Crumb };

/** A page's words: title, description and breadcrumb. */
type PageWords<P extends { breadcrumb: readonly Crumb[] }> = Pick<
  PageInfo,
  'title' | 'description'
> & { breadcrumb: Crumbs<P['breadcrumb']> };

const home: Crumb = { label: 'الرئيسية', href: '/' };

export const PAGES_AR: { readonly [K in PageKey]: PageWords<(typeof PAGES)[K]> } = {
  home: {
    title: 'التدريب المهني في كيرالا والإمارات',
    description:
      'دبلومات إدارة المرافق، والشهادات المهنية، والذكاء الاصطناعي، وLean Six Sigma، والمهارات الشخصية، ودورات اللغات في كيرالا ودبي والشارقة وأبوظبي.',
    breadcrumb: [],
  },
  about: {
    title: 'عن الأكاديمية',
    description:
      'من نحن: أكاديمية تدريب معتمدة في كيرالا والإمارات، ورؤيتنا ورسالتنا وقيمنا الأساسية.',
    breadcrumb: [home, { label: 'من نحن' }, { label: 'عن الأكاديمية' }],
  },
  chairman: {
    title: 'كلمة رئيس مجلس الإدارة',
    description:
      'رسالة من رئيس مجلس إدارة الأكاديمية إلى المتعلمين وأولياء الأمور والشركات الشريكة.',
    breadcrumb: [home, { label: 'كلمة رئيس مجلس الإدارة' }],
  },
  story: {
    title: 'قصتنا',
    description:
      'كيف تحوّلت مسيرة مهنية في إدارة المرافق تمتد لأكثر من 25 عامًا إلى أكاديمية، ورؤيتنا لإعداد 1000 قائد للمستقبل بحلول 31 ديسمبر 2026.',
    breadcrumb: [home, { label: 'قصتنا' }],
  },
  contacts: {
    title: 'اتصل بنا',
    description:
      'اتصل بالأكاديمية أو راسلها بالبريد الإلكتروني أو زرها في كيرالا أو الإمارات، أو أرسل إلينا استفسارك.',
    breadcrumb: [home, { label: 'اتصل بنا' }],
  },
  register: {
    title: 'سجّل الآن',
    description: 'سجّل في إحدى دورات الأكاديمية: بياناتك، وبيانات وليّ أمرك، والدورات التي تريدها.',
    breadcrumb: [home, { label: 'سجّل الآن' }],
  },
  company: {
    title: 'تدريب لفريق عملك',
    description:
      'أخبرنا عن شركتك وفريقك: نرد خلال يوم عمل واحد بتدريب يناسب احتياجات عملك، في موقعك أو في مراكزنا أو عبر الإنترنت.',
    breadcrumb: [home, { label: 'تدريب لفريق عملك' }],
  },
  counselling: {
    title: 'الاستشارات',
    description:
      'الاستشارات التعليمية والمهنية: التوجيه المهني، واستشارات الدراسة في الخارج، وطلبات الالتحاق، والمنح الدراسية، والانتقال المهني.',
    breadcrumb: [home, { label: 'الاستشارات التعليمية والمهنية' }],
  },
  blogs: {
    title: 'مدونتنا',
    description:
      'مقالات حول المسارات المهنية في إدارة المرافق، والشهادات المهنية، والتحضير للامتحانات، ومهارات بيئة العمل.',
    breadcrumb: [home, { label: 'المدونة' }],
  },
  accreditations: {
    title: 'الاعتمادات',
    description:
      'الاعتمادات والعضويات التي تستند إليها دوراتنا: iwfm وMEFMA وCPD وISO 9001:2015 وISO 21001:2018.',
    breadcrumb: [home, { label: 'الاعتمادات' }],
  },
  awards: {
    title: 'الجوائز',
    description: 'الجوائز التي نالتها الأكاديمية تقديرًا لتميّزها التعليمي والأكاديمي.',
    breadcrumb: [home, { label: 'الجوائز' }],
  },
  infrastructure: {
    title: 'بنيتنا التحتية',
    description: 'مراكزنا التدريبية: القاعات الدراسية والمختبرات ومساحات المتعلمين.',
    breadcrumb: [home, { label: 'بنيتنا التحتية' }],
  },
};
