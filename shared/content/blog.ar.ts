import type { Twin } from '../lang';
import type { BlogWords } from './blog';

// The blog's words in Arabic; the months as the UAE writes them.

export const BLOG_WORDS_AR: Twin<BlogWords> = {
  list: {
    rejected: 'تعذّر جلب المقالات.',
    failed: 'حدث خطأ أثناء جلب المقالات.',
    loading: 'جارٍ التحميل...',
    viewMore: 'عرض المزيد',
    empty: 'لم ننشر مقالات باللغة العربية بعد.',
    otherBlog: 'اقرأ مقالاتنا باللغة الإنجليزية',
  },
  post: {
    notFound: 'لم يُعثر على المقال.',
    rejected: 'تعذّر جلب المقال.',
    relatedRejected: 'تعذّر جلب المقالات ذات الصلة.',
    crumb: 'المدونة',
    byline: 'الإدارة',
    readMore: 'اقرأ المزيد',
    share: 'شارك المقال:',
    shareNote: '(مشاركة هذا المقال، يُفتح في علامة تبويب جديدة)',
    related: 'مقالات ذات صلة',
    viewAll: 'جميع المقالات',
    back: 'العودة إلى جميع المقالات',
  },
  recent: {
    kicker: 'من مدونتنا',
    heading: 'أحدث المقالات',
    empty: 'مقالات جديدة في الطريق، وإلى حينها يسعد مستشارونا بالإجابة عن أسئلتكم.',
  },
  months: [
    'يناير',
    'فبراير',
    'مارس',
    'أبريل',
    'مايو',
    'يونيو',
    'يوليو',
    'أغسطس',
    'سبتمبر',
    'أكتوبر',
    'نوفمبر',
    'ديسمبر',
  ],
};
