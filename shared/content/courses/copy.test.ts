import { describe, expect, it } from 'vitest';
import { COURSES, type Course } from './index';

// Every course page carries its own words: no paragraph, sentence or list line of one record may
// reappear in another. Names (career roles, levels, keywords) and list headings are shared on purpose.
function passages(course: Course): string[] {
  const lists = [
    course.outcomes,
    course.careerBenefits,
    course.audience,
    course.content,
    ...(course.extras ?? []),
  ];
  const paragraphs = [
    course.summary,
    ...course.description,
    course.schedule,
    course.eligibility,
    course.examFormat ?? '',
  ];
  return [
    ...paragraphs,
    ...paragraphs.flatMap((p) => p.split(/(?<=[.!?])\s+(?=[A-Z0-9])/)),
    ...course.highlights,
    ...course.certificates,
    ...lists.flatMap((list) => [list.intro ?? '', ...list.items]),
  ]
    .map((text) =>
      text
        .trim()
        .toLowerCase()
        .replace(/\s+/g, ' ')
        .replace(/[.;:]$/, ''),
    )
    .filter((text) => text.split(' ').length >= 4);
}

describe('course copy', () => {
  it('repeats no paragraph, sentence or list line across courses', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const course of COURSES) {
      for (const text of new Set(passages(course))) {
        const first = seen.get(text);
        if (first) repeats.push(`"${text}" in ${first} and ${course.slug}`);
        else seen.set(text, course.slug);
      }
    }
    expect(repeats).toEqual([]);
  });

  it('gives every course a substantial description, highlights and full headed lists', () => {
    for (const course of COURSES) {
      const words = course.description.join(' ').split(/\s+/).length;
      expect(words, course.slug).toBeGreaterThanOrEqual(250);
      expect(course.highlights.length, course.slug).toBeGreaterThanOrEqual(5);
      for (const list of [course.outcomes, course.careerBenefits, course.audience]) {
        expect(list.items.length, `${course.slug}: ${list.heading}`).toBeGreaterThanOrEqual(4);
      }
      // A two-module course (CIPA) may list just its two modules as its content.
      expect(course.content.items.length, course.slug).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives every course its own title, summary and keywords', () => {
    const unique = (values: string[]) => new Set(values.map((v) => v.toLowerCase())).size;
    expect(unique(COURSES.map((c) => c.title))).toBe(COURSES.length);
    expect(unique(COURSES.map((c) => c.summary))).toBe(COURSES.length);
    for (const course of COURSES) {
      expect(course.summary.length, course.slug).toBeLessThanOrEqual(160);
      expect(course.keywords.length, course.slug).toBeGreaterThanOrEqual(4);
    }
  });
});
