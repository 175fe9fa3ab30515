// The Arabic words the general pages wrap around their content (page-words.ts), key for key.
import type { Twin } from '../lang';
import type { PAGE_WORDS } from './page-words';

export const PAGE_WORDS_AR: Twin<typeof PAGE_WORDS> = {
  about: {
    storyKicker: 'قصتنا',
    storyHeading: 'أسّسها من مارسوا العمل بأنفسهم',
    badgesKicker: 'معتمدون ومعترف بنا',
    badgesHeading: 'المعايير التي نُقاس بها',
    allAccreditations: 'اطّلع على جميع اعتماداتنا',
    clientsHeading: 'مؤسسات يعمل فيها متعلمونا',
    visionKicker: 'ما يحرّكنا',
    visionHeading: 'الرؤية والرسالة والقيم الأساسية',
  },
  chairman: { kicker: 'رسالة إلى متعلمينا', regards: 'مع أطيب التحيات،' },
  story: {
    kicker: 'رحلة المؤسس',
    intro: 'مقدمة',
    journeyKicker: 'الرحلة',
    journeyHeading: 'من غرفة المعدّات إلى أكاديمية',
    join: 'كن واحدًا منهم',
    counsellor: 'تحدّث إلى مستشار',
  },
  infrastructure: { kicker: 'مراكزنا', label: 'مراكزنا' },
  accessibility: {
    contactHeading: 'تواصل معنا بشأن إمكانية الوصول',
    enquiry: 'أرسل إلينا استفسارك من صفحة «اتصل بنا»',
    reviewed: 'رُوجع هذا البيان آخر مرة في {date}.',
  },
  awards: { kicker: 'تقدير لـ {site}', label: 'جوائزنا', award: 'جائزة', of: ' لـ{title}' },
  accreditations: {
    question: 'لديك سؤال عن إحدى الشهادات؟ اتصل على',
    label: 'اعتماداتنا',
    of: ' لـ{title}',
    loading: 'جارٍ التحميل...',
  },
  contacts: {
    reachLabel: 'طرق التواصل معنا',
    mapTitle: 'خريطة {office}',
    directionsTo: ' إلى {office} (يُفتح في علامة تبويب جديدة)',
    addressSeparator: '، ',
  },
  enquiry: {
    invitation:
      'أخبرنا بما تودّ تعلّمه ومتى. سيردّ عليك أحد مستشارينا في كيرالا أو الإمارات خلال يوم عمل واحد بمواعيد الدورات وأنماط الدراسة وخيارات التقسيط.',
    call: 'اتصل: ',
    email: 'البريد الإلكتروني: ',
  },
  register: {
    note: 'الحقول المعلَّمة بـ * إلزامية. نستخدم بياناتك فقط لمعالجة تسجيلك والتواصل معك بشأنه.',
    disclaimer: 'إخلاء المسؤولية',
  },
  finder: {
    intro:
      'جميع الدورات الـ{count} في مكان واحد. ابحث بالاسم أو الموضوع، أو ضيّق القائمة حسب المجال والمدة وطريقة الدراسة التي تناسبك: في قاعة دراسية في كيرالا أو دبي أو الشارقة أو أبوظبي، أو عبر الإنترنت مباشرةً، أو فرديًا.',
    listName: 'الدورات في {site}',
  },
  counselling: {
    kicker: 'الإرشاد التعليمي والمهني',
    introLabel: 'مقدمة',
    whyKicker: 'لماذا نحن',
    whyHeading: 'إرشاد تبني عليه خطتك',
    servicesKicker: 'خدماتنا الرئيسية',
    servicesHeading: 'سبع طرق نساعدك بها',
    servicesIntro:
      'من أول حديث عن مسارك المهني إلى الدراسة في الخارج أو تغيير مجال عملك، اختر الدعم الذي تحتاج إليه.',
    benefitsKicker: 'الفوائد',
    benefitsHeading: 'ما الذي ستحصل عليه',
    forStudents: 'للطلاب',
    forProfessionals: 'للمهنيين',
    call: 'اتصل بنا على',
    book: 'احجز جلسة',
  },
};
