// The Arabic words a course page wraps around its record (course-page.ts), key for key.
import type { Twin } from '../lang';
import type { COURSE_PAGE, KeyFactsWords, PhoneBarWords } from './course-page';

export const COURSE_PAGE_AR: Twin<typeof COURSE_PAGE> = {
  coverAlt: 'صورة غلاف دورات {subject}',
  highlights: 'أبرز المزايا',
  call: 'اتصل:',
  enquire: 'استفسر عن هذه الدورة',
  enquireAbout: 'استفسر عن {name}',
  thisCourse: 'هذه الدورة',
  // The brochures are in English (pdfkit does not lay out mixed Arabic and Latin lines well enough):
  // the link says so where everyone sees it.
  brochure: 'تنزيل الكتيّب (باللغة الإنجليزية)',
  brochureNote: ' (ملف PDF، يُفتح في علامة تبويب جديدة)',
  factsHeading: 'الدورة في لمحة',
  facts: {
    duration: 'المدة',
    schedule: 'مواعيد الدراسة',
    modules: 'الوحدات',
    moduleCount: '{count} وحدات',
    learningLevels: 'المستويات التعليمية',
    modes: 'أنماط الدراسة',
    eligibility: 'شروط الالتحاق',
    examFormat: 'نظام الامتحان',
    certificates: 'الشهادات',
    accreditation: 'الاعتماد',
    careerRoles: 'المسميات الوظيفية',
  },
  factsNote: 'يتاح السداد على أقساط. والشهادات صالحة مدى الحياة.',
  certificateSeparator: '؛ ',
  details: 'تفاصيل الدورة',
  moreIn: 'المزيد من دورات {subject}',
  exploreMore: 'اكتشف المزيد من الدورات',
  subjectInFinder: '{subject} في دليل الدورات',
  browseAll: 'تصفّح جميع الدورات',
  batches: {
    heading: 'الدفعات القادمة',
    none: 'لم تُجدول أي دفعة لهذه الدورة بعد.',
    askNext: 'اسألنا عن الدفعة التالية',
    askNextAfter: 'وسنخبرك بموعد بدئها.',
    ownTimes: 'المواعيد بالتوقيت المحلي للمركز.',
    subscribe: 'اشترك في دفعات هذه الدورة',
    feed: ' (تقويم إلكتروني)',
    centre: 'المركز',
    mode: 'النمط',
    schedule: 'المواعيد',
    starts: 'يبدأ',
    language: 'اللغة',
    enquire: 'استفسر عن هذه الدفعة',
    register: 'سجّل في هذه الدفعة',
    startingOn: ' التي تبدأ في {date}',
    addToCalendar: 'أضف إلى التقويم',
    calendarOf: ' (الدفعة التي تبدأ في {date})',
  },
  categories: {
    'Core FM Courses': 'دورات إدارة المرافق الأساسية',
    'Professional Courses': 'الدورات المهنية',
    'Key Courses': 'الدورات الرئيسية',
  },
  modes: {
    'Online live': 'عبر الإنترنت مباشرةً',
    Classroom: 'في قاعة الدراسة',
    'Live online': 'مباشر عبر الإنترنت',
    '1-1': 'فردي (1-1)',
    Blended: 'مدمج',
  },
  statuses: {
    open: 'مقاعد متاحة',
    few_seats: 'مقاعد قليلة متبقية',
    full: 'مكتملة',
    cancelled: 'ملغاة',
  },
};

export const courseKeyFactsAr: KeyFactsWords = {
  heading: 'معلومات أساسية',
  length: 'المدة',
  nextStart: 'البداية القادمة',
  noDate: 'لا يوجد موعد بعد — اسألنا',
  modes: 'أنماط الدراسة',
  exam: 'الامتحان',
  certificate: 'الشهادة',
  enquire: 'استفسر',
  register: 'سجّل',
  aboutCourse: (title: string) => ` عن ${title}`,
  forCourse: (title: string) => ` في ${title}`,
};

export const coursePhoneBarAr: PhoneBarWords = {
  label: 'تواصل مع الأكاديمية',
  call: 'اتصل',
  whatsapp: 'واتساب',
  enquire: 'استفسر',
  opensApart: ' (يفتح واتساب)',
};
