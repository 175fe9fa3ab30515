import { describe, expect, it } from 'vitest';
import { batchWordsIn } from './content/texts';
import { languageText, scheduleText } from './batch-text';

const ar = batchWordsIn('ar');

describe('a batch schedule in Arabic', () => {
  it.each([
    ['Sat–Sun 09:00–13:00', 'السبت والأحد، من 09:00 إلى 13:00'],
    ['Weekends, 9:00–13:00', 'السبت والأحد، من 09:00 إلى 13:00'],
    ['Mon–Fri 18:30-21:30', 'من الاثنين إلى الجمعة، من 18:30 إلى 21:30'],
    ['Fri–Sun 10:00–14:00', 'من الجمعة إلى الأحد، من 10:00 إلى 14:00'],
    ['Mon, Wed 19:00–21:00', 'الاثنين والأربعاء، من 19:00 إلى 21:00'],
    ['Tue, Thu, Sat 19:00–21:00', 'الثلاثاء، الخميس والسبت، من 19:00 إلى 21:00'],
    [
      'Daily 08:00–10:00',
      'الأحد، الاثنين، الثلاثاء، الأربعاء، الخميس، الجمعة والسبت، من 08:00 إلى 10:00',
    ],
  ])('retells %s from its days and hours', (schedule, arabic) => {
    expect(scheduleText(schedule, ar)).toBe(arabic);
  });

  it('leaves words that name no days or hours as written, and the English as staff wrote it', () => {
    expect(scheduleText('Flexible, agreed with the trainer', ar)).toBe(
      'Flexible, agreed with the trainer',
    );
    expect(scheduleText('Sat–Sun 09:00–13:00', batchWordsIn('en'))).toBe('Sat–Sun 09:00–13:00');
  });

  it('names the known languages of instruction, and any other as written', () => {
    expect(languageText('English', ar)).toBe('الإنجليزية');
    expect(languageText('Tagalog', ar)).toBe('Tagalog');
    expect(languageText('constructor', ar)).toBe('constructor');
    expect(languageText('English', batchWordsIn('en'))).toBe('English');
  });
});
