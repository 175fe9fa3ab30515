import type { BatchWords } from './batch-words';

// A batch's words in Arabic: the schedule retold from what it names (days and hours), the times
// with "من … إلى" so that no dash between two numbers is read in the wrong order.

export const BATCH_WORDS_AR: BatchWords = {
  scheduleAsWritten: false,
  weekdays: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
  dayRun: 'من {from} إلى {to}',
  and: ' و',
  listSeparator: '، ',
  sessions: '{days}، من {from} إلى {to}',
  languages: {
    English: 'الإنجليزية',
    Arabic: 'العربية',
    Hindi: 'الهندية',
    Malayalam: 'المالايالامية',
  },
  chosen: {
    dates: 'من {start} إلى {end}',
    batch: '{dates} ({centre}، {mode})',
    ofCourse: '{course}، {batch}',
    numbered: 'الدفعة رقم {id}',
  },
  calendar: {
    title: '{course} ({centre}، {mode})',
    firstSession: 'الجلسة الأولى: {times}.',
    lastDay: 'اليوم الأخير: {date}.',
    language: 'لغة التدريس: {language}.',
    enquire: 'للاستفسار: {url}',
    online: 'عبر الإنترنت',
    allBatches: '{site}: الدفعات القادمة',
    courseBatches: '{site}: دفعات {course}',
    oneBatch: '{site}: {course}',
  },
};
