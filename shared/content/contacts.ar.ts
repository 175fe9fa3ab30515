// The Arabic words of the contacts page (content/contacts.ts). The number, email, links and offices
// stay in contactCards; the offices' Arabic labels and address lines are in site.ar.ts.
import type { ContactCard, contactPage } from './contacts';
import { site } from './site';

export const contactPageAr: typeof contactPage = {
  intro:
    'اتصل بنا أو راسلنا أو زرنا: سيساعدك مستشارونا في كيرالا والإمارات على اختيار الدورة ونمط الدراسة وموعد البدء.',
  mapHeading: 'موقع مكتبنا في الهند',
};

/** A card's words, in contactCards' order (phone, email, address). */
type ContactCardWords = Pick<ContactCard, 'heading' | 'note'> & {
  reach?: Pick<NonNullable<ContactCard['reach']>, 'action' | 'actionDetail'>;
};

export const contactCardsAr: readonly ContactCardWords[] = [
  {
    heading: 'الهاتف',
    note: 'من الأحد إلى الجمعة، من 9 صباحًا حتى 7 مساءً (بتوقيت الخليج والهند).',
    reach: { action: 'اتصل بنا', actionDetail: ` على ${site.phone}` },
  },
  {
    heading: 'البريد الإلكتروني',
    note: 'راسلنا في أي وقت؛ نرد خلال يوم عمل واحد.',
    reach: { action: 'راسلنا', actionDetail: ` بالبريد الإلكتروني على ${site.email}` },
  },
  {
    heading: 'العنوان',
    note: 'زرنا في كوتشي، أو راسلنا بريديًا على صندوق بريدنا في الإمارات.',
  },
];
