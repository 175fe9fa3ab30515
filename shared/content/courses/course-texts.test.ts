import { describe, expect, it } from 'vitest';
import { COURSES, courseIn } from './index';
import { COURSE_TEXTS_AR } from './texts.ar';
import type { CourseList, CourseText } from './types';

// The Arabic course pages are translations: every field the English record has, the Arabic has too,
// with as many items in every list, and every figure in it (hours, modules, exam formats, pass marks,
// prices, years) the English one's, in Western digits as the UAE writes them.

const FIELDS = [
  'title',
  'summary',
  'description',
  'duration',
  'schedule',
  'learningLevels',
  'eligibility',
  'examFormat',
  'certificates',
  'careerRoles',
  'highlights',
  'accreditation',
  'keywords',
  'outcomes',
  'careerBenefits',
  'audience',
  'content',
  'extras',
] as const satisfies readonly (keyof CourseText)[];

/** The fields whose items a translation may add to or leave out (search words, names). */
const FREE_LENGTH = new Set<string>(['keywords']);

type Text = CourseText[keyof CourseText];

/** The shape of a field: which parts exist and how many items each list has. */
function shape(value: Text): unknown {
  if (value === undefined) return 'absent';
  if (typeof value === 'string') return 'text';
  if (Array.isArray(value))
    return value.map((item: string | CourseList) =>
      typeof item === 'string' ? 'text' : shape(item),
    );
  const list = value as CourseList;
  return { intro: list.intro !== undefined, items: list.items.length };
}

function texts(value: Text): string[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item: string | CourseList) => texts(item));
  const list = value as CourseList;
  return [list.heading, list.intro ?? '', ...list.items];
}

/** Every figure in the texts, sorted: 1:2 and 9001:2015 and 7.5 kept whole. */
const figures = (value: Text) =>
  texts(value)
    .flatMap((text) => text.match(/\d+(?:[.,:]\d+)*/g) ?? [])
    .sort();

describe('the Arabic course pages', () => {
  it('has an Arabic text for each of the 48 courses, and no other', () => {
    expect(Object.keys(COURSE_TEXTS_AR).sort()).toEqual(COURSES.map((c) => c.slug).sort());
  });

  for (const course of COURSES) {
    describe(course.slug, () => {
      const ar = COURSE_TEXTS_AR[course.slug]!;

      it('has every English field, with as many items in each list', () => {
        for (const field of FIELDS) {
          if (FREE_LENGTH.has(field))
            expect(ar[field] === undefined, field).toBe(course[field] === undefined);
          else expect(shape(ar[field]), field).toEqual(shape(course[field]));
        }
      });

      it('carries the English figures in every field, in Western digits', () => {
        for (const field of FIELDS) {
          expect(figures(ar[field]), field).toEqual(figures(course[field]));
          expect(texts(ar[field]).join(' '), field).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
        }
      });

      it('keeps the facts that are not words: the Arabic page is the same course', () => {
        const arabic = courseIn('ar', course);
        expect({ ...arabic, ...course }).toEqual(course);
        for (const key of [
          'slug',
          'subject',
          'hours',
          'hoursUpTo',
          'modes',
          'moduleCount',
          'brochure',
        ] as const)
          expect(arabic[key], key).toEqual(course[key]);
        expect(arabic.title).toMatch(/[\u0600-\u06FF]/);
      });
    });
  }
});
