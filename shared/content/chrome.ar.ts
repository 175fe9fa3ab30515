// The Arabic words of the site's frame (chrome.ts), key for key.

import type { Twin } from '../lang';
import type { CHROME } from './chrome';

export const CHROME_AR: Twin<typeof CHROME> = {
  skipToContent: 'انتقل إلى المحتوى',
  breadcrumb: 'مسار التنقل',
  header: {
    homeLabel: 'الصفحة الرئيسية',
    home: 'الرئيسية',
    about: 'من نحن',
    aboutAcademy: 'عن الأكاديمية',
    courses: 'الدورات',
    searchAllCourses: 'ابحث في جميع الدورات الـ{count} في دليل الدورات',
    allCourses: 'جميع الدورات (دليل الدورات)',
    counselling: 'الاستشارات',
    blogs: 'المدونة',
    contacts: 'اتصل بنا',
    register: 'سجّل الآن',
    login: 'تسجيل الدخول',
    menu: 'القائمة',
    mainNav: 'الرئيسية',
    newTab: '(يفتح في علامة تبويب جديدة)',
  },
  footer: {
    social: 'وسائل التواصل الاجتماعي',
    quickLinks: 'روابط سريعة',
    nav: 'تذييل الصفحة',
    rights: 'جميع الحقوق محفوظة.',
  },
  floating: {
    scrollTop: 'العودة إلى أعلى الصفحة',
    chat: 'تحدّث معنا عبر واتساب',
  },
  switchTo: { label: 'English', hint: 'هذه الصفحة بالإنجليزية' },
  carousel: {
    previous: '{item} السابقة',
    next: '{item} التالية',
    goTo: 'انتقل إلى {item} {n}: {label}',
    position: '{n} من {count}: {label}',
    pause: 'أوقف العرض التلقائي',
    play: 'شغّل العرض التلقائي',
    items: { slide: 'الشريحة', testimonial: 'الشهادة', course: 'الدورة' },
  },
  cta: {
    freeConsultation: 'استشارة مجانية',
    getStarted: 'ابدأ الآن',
    viewImage: 'عرض الصورة',
    testimonials: 'ماذا يقول طلابنا',
    getDirection: 'احصل على الاتجاهات',
  },
};
