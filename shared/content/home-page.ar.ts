// The Arabic words of the home page's sections (home-page.ts), key for key.
import type { Twin } from '../lang';
import type { HOME_PAGE } from './home-page';

export const HOME_PAGE_AR: Twin<typeof HOME_PAGE> = {
  heroLabel: 'أبرز ما نقدّمه',
  recognition: {
    kicker: 'اعتمادات وجوائز',
    heading: 'مؤهلات معترف بها أينما أخذتك مسيرتك المهنية',
    seeAwards: 'اطّلع على جوائزنا',
    seeAccreditations: 'اطّلع على اعتماداتنا',
  },
  slogans: { label: 'وعودنا', pause: 'أوقف حركة الشعارات' },
  pitchKicker: 'لماذا إدارة المرافق',
  courses: {
    kicker: 'الدورات الأكثر طلبًا',
    heading: 'ابدأ بالبرامج التي يختارها متعلمونا أكثر من غيرها',
    label: 'الدورات الأكثر طلبًا',
    enroll: 'سجّل',
    enrollIn: ' في {title}',
    details: 'تفاصيل الدورة',
  },
  startingSoon: { heading: 'تبدأ قريبًا', full: 'مكتملة' },
  clientsHeading: 'تثق بنا المؤسسات التي يعمل فيها متعلمونا',
  testimonials: {
    kicker: 'قصص طلابنا',
    count: 'طالب يشاركون قصص نجاحهم',
    label: 'آراء الطلاب',
  },
  countersHeading: 'الأكاديمية بالأرقام',
  tracks: {
    kicker: 'طريقتان للتعلّم',
    heading: 'مسار لكل متعلم ولكل فريق',
    startedWith: ' في {track}',
  },
  blogs: {
    kicker: 'من مدونتنا',
    heading: 'أحدث المقالات',
    viewAll: 'عرض جميع المقالات',
    none: 'مقالات جديدة في الطريق. وفي الأثناء، يسعد مستشارونا بالإجابة عن أسئلتك.',
  },
  social: { heading: 'تابعنا', newTab: ' (يُفتح في علامة تبويب جديدة)' },
};
