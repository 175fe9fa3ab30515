import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../shared/content/courses/catalogue';
import { FINDER_WORDS } from '../../../shared/content/finder';
import { FINDER_WORDS_AR } from '../../../shared/content/finder.ar';
import { INTL_LOCALE } from '../../../shared/lang';
import { sampleBatch } from '../../../tests/support/batch-fixtures';
import { applyFilters, NO_FILTERS } from './filter-state';
import { countText } from './finder-words';

// The finder on /ar/courses: the Arabic records' titles and subjects, searched in Arabic as people type
// it (with or without the article, hamza or ta marbuta), and still by the English names and codes.

const en = catalogue();
const ar = catalogue([], 'ar');
const found = (list: typeof ar, q: string) =>
  applyFilters(list.courses, list.subjects, { ...NO_FILTERS, q }).map((c) => c.path);
const ofSubject = (id: string) => ar.courses.filter((c) => c.subject === id).map((c) => c.path);

describe('the Arabic finder', () => {
  it('lists every course by its Arabic title, under the Arabic subject names, linking the Arabic pages', () => {
    expect(ar.courses).toHaveLength(en.courses.length);
    for (const course of ar.courses) {
      expect(course.title, course.path).toMatch(/\p{Script=Arabic}/u);
      expect(course.summary, course.path).toMatch(/\p{Script=Arabic}/u);
      expect(course.categoryLabel, course.path).toMatch(/\p{Script=Arabic}/u);
      expect(course.path).toMatch(/^\/ar\//);
    }
    expect(ar.subjects.find((s) => s.id === 'facilities-management')?.name).toBe('إدارة المرافق');
    expect(ar.subjects.map((s) => s.id)).toEqual(en.subjects.map((s) => s.id));
  });

  it('finds a subject by its Arabic name, with or without the article and as typed without hamza', () => {
    const fm = ofSubject('facilities-management');
    expect(fm).toHaveLength(6);
    for (const q of ['إدارة المرافق', 'المرافق', 'مرافق', 'اداره المرافق'])
      expect(found(ar, q), q).toEqual(fm);
    expect(found(ar, 'المالية')).toEqual(ofSubject('finance'));
    expect(found(ar, 'مالية')).toEqual(ofSubject('finance'));
  });

  it('finds a course by a word of its Arabic title', () => {
    const titled = ar.courses.filter((c) => c.title.includes('المشتريات')).map((c) => c.path);
    expect(titled.length).toBeGreaterThan(0);
    expect(found(ar, 'مشتريات')).toEqual(expect.arrayContaining(titled));
    expect(found(ar, 'زززز')).toEqual([]);
  });

  it('still finds by the English codes and names: FM, PMP, Six Sigma find what they find in English', () => {
    const inArabic = (path: string) => `/ar${path}`;
    for (const q of ['FM', 'PMP', 'Six Sigma', 'ielts', 'procurement'])
      expect(found(ar, q), q).toEqual(found(en, q).map(inArabic));
    expect(found(ar, 'PMP')).toHaveLength(1);
    expect(found(ar, 'FM')).toEqual(ofSubject('facilities-management'));
  });

  it('finds by a Latin name typed in Arabic letters what the name finds, on either page', () => {
    const inArabic = (path: string) => `/ar${path}`;
    const pairs = [
      ['ستة سيجما', 'Six Sigma'],
      ['سيكس سيجما', 'Six Sigma'],
      ['لين ستة سيجما', 'Lean Six Sigma'],
      ['ايلتس', 'IELTS'],
      ['بي ام بي', 'PMP'],
      ['إف إم', 'FM'],
    ] as const;
    for (const [arabic, latin] of pairs) {
      expect(found(en, latin).length, latin).toBeGreaterThan(0);
      expect(found(ar, arabic), arabic).toEqual(found(en, latin).map(inArabic));
      expect(found(en, arabic), arabic).toEqual(found(en, latin));
    }
    // A name is read whole: an Arabic word that merely begins like one is left alone.
    expect(found(ar, 'لينة')).toEqual([]);
  });

  it('names the start months and dates in the Arabic locale', () => {
    const months = catalogue(
      [sampleBatch({ id: 1, course: 'cfm-training', centre: 'dubai', start_date: '2026-08-03' })],
      'ar',
    ).months;
    expect(months).toEqual([
      { id: '2026-08', label: expect.stringMatching(/^أغسطس 2026$/) as unknown as string },
    ]);
  });
});

describe("the finder's words", () => {
  const arabic = INTL_LOCALE.ar;

  it('counts courses in the Arabic forms: one, two, three to ten, eleven and more, a hundred', () => {
    const count = (n: number) => countText(FINDER_WORDS_AR.courseCount, arabic, n);
    expect([1, 2, 3, 10, 11, 48, 100].map(count)).toEqual([
      'دورة واحدة',
      'دورتان',
      '3 دورات',
      '10 دورات',
      '11 دورة',
      '48 دورة',
      '100 دورة',
    ]);
    expect(countText(FINDER_WORDS_AR.showingAll, arabic, 48)).toBe('عرض جميع الدورات (48 دورة)');
    expect(countText(FINDER_WORDS.courseCount, INTL_LOCALE.en, 1)).toBe('1 course');
    expect(countText(FINDER_WORDS.showingAll, INTL_LOCALE.en, 48)).toBe('Showing all 48 courses');
  });

  it('has an Arabic text for every English one, with the same marks to fill', () => {
    const leaves = (record: unknown, at = ''): [string, string][] =>
      typeof record === 'string'
        ? [[at, record]]
        : Object.entries(record as object).flatMap(([key, value]) => leaves(value, `${at}.${key}`));
    const twin = new Map(leaves(FINDER_WORDS_AR));
    for (const [at, english] of leaves(FINDER_WORDS)) {
      const text = twin.get(at);
      expect(text, at).toBeDefined();
      // Punctuation-only texts (a chip's "{filter}: {value}") are the same in both.
      if (/\p{L}{2}/u.test(english.replace(/\{\w+\}/g, '')))
        expect(text, at).toMatch(/\p{Script=Arabic}/u);
      // A count's form for one or two says its number in words ("دورتان"), so it may have no mark.
      if (!/^\.(courseCount|showingAll)\./.test(at))
        expect(text!.match(/\{\w+\}/g)?.sort(), at).toEqual(english.match(/\{\w+\}/g)?.sort());
    }
  });
});
