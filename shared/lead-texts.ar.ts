import type { BATCH_LEAD_MESSAGES } from './batches';
import type { Twin } from './lang';
import type { LeadWords } from './lead-texts';

// The public forms' words in Arabic (lead-texts.ts's LEAD_WORDS). The values a form sends and the
// server stores stay the English options; these are only what the visitor reads.

export const LEAD_WORDS_AR: LeadWords = {
  messages: {
    required: 'حقل «{label}» مطلوب.',
    notText: 'يجب أن يكون «{label}» نصًا.',
    tooLong: 'يجب ألا يتجاوز «{label}» {max} حرفًا.',
    email: 'أدخل عنوانًا صحيحًا في حقل «{label}».',
    phone: 'يجب أن يتضمن «{label}» {min} أرقام على الأقل.',
    choice: 'يُرجى الاختيار من قائمة «{label}».',
    yesNo: 'يجب أن تكون الإجابة عن «{label}» نعم أو لا.',
    list: 'يجب أن يكون «{label}» قائمة.',
    listItem: 'اختر الدورات من القائمة.',
    batch: 'يجب أن يكون «{label}» رقم دفعة.',
    website: 'أدخل عنوان موقع كاملًا يبدأ بـ http:// أو https://.',
    date: 'أدخل تاريخًا صحيحًا.',
    coursePage:
      'الدورة المذكورة في هذه الصفحة ليست من دورات الأكاديمية: افتح صفحة الدورة مرة أخرى.',
    chosenCourse: 'التسجيل في: {title}',
    refused: 'يُرجى مراجعة الحقول المشار إليها ثم المحاولة مرة أخرى.',
  },
  common: {
    reference: 'رقمك المرجعي:',
    clear: 'إزالة',
    theChosenBatch: 'الدفعة المختارة',
  },
  contact: {
    success: 'تم إرسال رسالتك بنجاح!',
    rejected: 'تعذّر إرسال الرسالة.',
    failed: 'حدث خطأ أثناء إرسال الرسالة.',
    next: 'سيتواصل معك أحد مستشارينا عبر البريد الإلكتروني أو الهاتف. يُرجى ذكر رقمك المرجعي عند مراسلتنا.',
    formName: 'استفسار',
    send: 'أرسل الرسالة',
    sending: 'جارٍ الإرسال…',
    coursePlaceholder: 'ما الدورة التي تهمّك؟',
    trackPlaceholder: 'ما خطتك الزمنية؟',
    labels: {
      name: 'الاسم',
      phone: 'الهاتف',
      email: 'البريد الإلكتروني',
      course: 'الدورة',
      course_page: 'صفحة الدورة',
      batch: 'الدفعة',
      track: 'نمط الدراسة',
      description: 'التفاصيل',
    },
    questions: {},
    courses: {
      'Core Facilities Management Courses': 'دورات إدارة المرافق الأساسية',
      'Artificial Intelligence Courses': 'دورات الذكاء الاصطناعي',
      'Professional Courses': 'الدورات المهنية',
      'Quality & Prpcess Management': 'إدارة الجودة والعمليات',
      'Soft Skills & Language Training': 'المهارات الشخصية والتدريب اللغوي',
    },
    tracks: {
      'Crash Course': 'دورة مكثفة',
      'Full Time': 'دوام كامل',
    },
  },
  registration: {
    success: 'تم إرسال طلب التسجيل بنجاح!',
    rejected: 'تعذّر إرسال طلب التسجيل.',
    failed: 'حدث خطأ أثناء إرسال طلب التسجيل.',
    next: 'سيتواصل معك فريق القبول لتأكيد مقعدك وإطلاعك على الخطوات التالية. يُرجى ذكر رقمك المرجعي عند مراسلتنا.',
    formName: 'التسجيل',
    send: 'أرسل طلب التسجيل',
    sending: 'جارٍ الإرسال…',
    yourDetails: 'بياناتك',
    guardian: 'ولي الأمر',
    labels: {
      first_name: 'الاسم الأول',
      last_name: 'اسم العائلة',
      aadhar_no: 'رقم آدهار',
      mobile: 'الهاتف المتحرك',
      email: 'البريد الإلكتروني',
      postcode: 'الرمز البريدي',
      country: 'الدولة',
      main_tel: 'الهاتف الرئيسي',
      website: 'الموقع الإلكتروني',
      address: 'العنوان',
      degree: 'الشهادة الجامعية',
      engineering: 'الخلفية الهندسية',
      guardian_first_name: 'الاسم الأول لولي الأمر',
      guardian_last_name: 'اسم عائلة ولي الأمر',
      guardian_job_title: 'المسمى الوظيفي لولي الأمر',
      guardian_telephone: 'هاتف ولي الأمر',
      guardian_mobile: 'الهاتف المتحرك لولي الأمر',
      guardian_email: 'البريد الإلكتروني لولي الأمر',
      batch: 'الدفعة',
      courses: 'الدورات',
      course_slug: 'صفحة الدورة',
      course_other_text: 'دورة أخرى',
      date: 'التاريخ',
    },
    questions: {
      degree: 'هل تحمل شهادة جامعية؟',
      engineering: 'هل خلفيتك في مجال الهندسة؟',
      course_other_text: 'دورة أخرى (إن لم تكن مدرجة)',
    },
    courses: {
      'Mastery in Facilities Management': 'الإتقان في إدارة المرافق',
      'Management and Leadership': 'الإدارة والقيادة',
      'Facility Management Administration': 'الشؤون الإدارية لإدارة المرافق',
      'Project and Contract Management': 'إدارة المشاريع والعقود',
      'Facilities Operations & Maintenance Management': 'إدارة تشغيل المرافق وصيانتها',
      'Procurement and Supply Chain': 'المشتريات وسلسلة الإمداد',
      'Certified Facility Manager (CFM)': 'مدير مرافق معتمد (CFM)',
      'Administration and Office Management': 'الإدارة وتنظيم المكاتب',
      'Sustainability Facility Professional (SFP)': 'أخصائي استدامة المرافق (SFP)',
      'Soft Skills and Behavior Training': 'تدريب المهارات الشخصية والسلوكية',
      'Certified Maintenance and Reliability Professional':
        'أخصائي معتمد في الصيانة والموثوقية (CMRP)',
      Other: 'أخرى',
    },
    yesNo: { Yes: 'نعم', No: 'لا' },
  },
};

/** Why a batch a lead names is refused (shared/batches.ts), in Arabic. */
export const BATCH_LEAD_MESSAGES_AR: Twin<typeof BATCH_LEAD_MESSAGES> = {
  unknown:
    'الدفعة التي اخترتها ليست ضمن جدولنا. أزِلها ثم أرسل النموذج، أو اختر دفعة من صفحة الدورة.',
  otherCourse: 'الدفعة التي اخترتها تابعة لدورة أخرى. اختر تلك الدورة، أو أزِل الدفعة.',
  cancelled: 'أُلغيت الدفعة التي اخترتها. أزِلها ثم أرسل النموذج، أو اختر دفعة أخرى من صفحة الدورة.',
  full: 'اكتملت المقاعد في الدفعة التي اخترتها. أزِلها ثم أرسل النموذج، أو اختر دفعة أخرى من صفحة الدورة.',
  started:
    'بدأت الدفعة التي اخترتها بالفعل. أزِلها ثم أرسل النموذج، أو اختر دفعة أخرى من صفحة الدورة.',
};
