import type { NotFoundWords } from './not-found';

// The not-found page's words in Arabic; its paths are the English record's own.

export const NOT_FOUND_PAGE_AR: NotFoundWords = {
  title: 'الصفحة غير موجودة',
  intro:
    'الصفحة التي تبحث عنها غير موجودة أو نُقلت. ابحث في الدورات، أو جرّب إحدى الصفحات الأكثر زيارة، أو اتصل بنا على',
  search: {
    label: 'ابحث في الدورات',
    placeholder: 'دورة أو مجال، مثل FM أو PMP',
    button: 'بحث',
  },
  popularHeading: 'الصفحات الأكثر زيارة',
  popular: ['الرئيسية', 'جميع الدورات', 'دبلوم الإتقان في إدارة المرافق', 'التسجيل', 'اتصل بنا'],
};
