import { describe, expect, it } from 'vitest';
import { COURSES, courseBySlug } from '../../../shared/content/courses';
import { sampleBatch } from '../../../tests/support/batch-fixtures';
import { firstClause, keyFactsOf } from './key-facts';

describe('a course page’s key facts', () => {
  // The facts are the specification's: the panel shortens a fact to its first words, never rewords it.
  it.each(COURSES.map((c) => [c.slug, c] as const))('%s: its own facts, unchanged', (_, course) => {
    const facts = keyFactsOf(course, [], undefined, 'en');
    expect(facts.length).toBe(course.duration);
    const source = course.examFormat ?? course.certificates[0]!;
    expect(source.startsWith(facts.award.detail)).toBe(true);
    expect(facts.award.detail.length).toBeGreaterThan(2);
    expect(facts.award.term).toBe(course.examFormat ? 'Exam' : 'Certificate');
    expect(facts.modes.length).toBeGreaterThan(0);
    expect(facts.nextStart).toBeUndefined();
    expect(facts.registerHref).toBe(`/register?course=${course.slug}`);
    expect(facts.enquireHref).toBe('#enquiry');
  });

  it('names live online classes once, as the finder does', () => {
    expect(keyFactsOf(courseBySlug('diploma-mastery-fm')!, [], undefined, 'en').modes).toBe(
      'Classroom, Live online, One-to-one (1-1)',
    );
    expect(keyFactsOf(courseBySlug('diploma-fm-operations')!, [], undefined, 'en').modes).toBe(
      'Classroom, Live online',
    );
  });

  it('gives the soonest batch a visitor may still join, with its centre and mode', () => {
    const course = courseBySlug('diploma-mastery-fm')!;
    const full = sampleBatch({ id: 1, status: 'full', start_date: '2026-04-03' });
    const open = sampleBatch({ id: 2, status: 'few_seats', start_date: '2026-05-01' });
    expect(keyFactsOf(course, [full, open], undefined, 'en').nextStart).toEqual({
      words: 'Fri, 1 May 2026 · Dubai · Classroom',
      batch: 2,
    });
    expect(keyFactsOf(course, [full], undefined, 'en').nextStart).toBeUndefined();
  });

  it('carries the batch the page was opened for in both actions', () => {
    const facts = keyFactsOf(courseBySlug('sat-training-course')!, [], 7, 'en');
    expect(facts.enquireHref).toBe('?batch=7#enquiry');
    expect(facts.registerHref).toBe('/register?batch=7');
  });

  it('cuts a fact at its first separator outside brackets', () => {
    expect(firstClause('A (b, c), d', ', ')).toBe('A (b, c)');
    expect(firstClause('no separator', ';')).toBe('no separator');
  });
});

describe('the key facts in Arabic', () => {
  it('list the study modes with the Arabic comma', () => {
    const modes = keyFactsOf(courseBySlug('diploma-mastery-fm')!, [], undefined, 'ar').modes;
    expect(modes).toContain('، ');
    expect(modes).not.toContain(', ');
  });
});
