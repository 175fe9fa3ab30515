// The notice of a cancelled or withdrawn batch in Arabic (content/batch-notice.ts).
import type { Twin } from '../lang';
import type { batchNotice } from './batch-notice';

export const batchNoticeAr: Twin<typeof batchNotice> = {
  greeting: 'عزيزي/عزيزتي {name}،',
  learner: 'المتدرّب',
  cancelled:
    'نأسف لإبلاغك بإلغاء الدفعة التي اخترتها: {batch}. ونعتذر عمّا يسببه ذلك من تغيير في خططك.',
  deleted:
    'نأسف لإبلاغك بسحب الدفعة التي اخترتها من جدولنا: {batch}. ونعتذر عمّا يسببه ذلك من تغيير في خططك.',
  movedTo:
    'وقد حجزنا لك مقعدًا في الدفعة التالية من الدورة: {batch}. وإن لم تناسبك هذه المواعيد، فردّ على هذه الرسالة أو اتصل بنا، وسنجد لك دفعة أخرى.',
  notMoved:
    'وسيتصل بك أحد مستشارينا أو يراسلك ليساعدك على اختيار دفعة أخرى من الدورة، أو دورة أخرى إن شئت.',
  sooner: 'إن رغبت في التحدث إلينا قبل ذلك، فاتصل بنا على الرقم {phone} أو راسلنا على {email}.',
  subjectCancelled: 'أُلغيت دفعتك: {batch}',
  subjectDeleted: 'تغيّرت دفعتك: {batch}',
};
