import type { Twin } from '../lang';
import type { SERVER_MESSAGES } from './server-messages';

// The server's answers to a visitor in Arabic (server-messages.ts).
export const SERVER_MESSAGES_AR: Twin<typeof SERVER_MESSAGES> = {
  unavailable: 'الخدمة غير متاحة مؤقتًا. يُرجى المحاولة مرة أخرى بعد قليل.',
  internal: 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى لاحقًا.',
  tooLarge: 'حجم الطلب أكبر من المسموح به.',
  tooManyRequests: 'عدد الطلبات كبير جدًا. يُرجى التمهّل ثم المحاولة مرة أخرى بعد قليل.',
  tooManyLeads:
    'أُرسل عدد كبير جدًا من النماذج من اتصالك. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
};
