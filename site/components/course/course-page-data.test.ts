import { describe, expect, it, vi } from 'vitest';
import type { BatchReader } from '../../../shared/page-locals';
import { sampleBatch } from '../../../tests/support/batch-fixtures';
import { readCoursePage } from './course-page-data';

// What a course page reads, with a fake BatchReader. How the page draws it is proved by
// course-facts, course-seo and upcoming-batches tests (its body) and in the browser (tests/e2e/).

const reader = (): Pick<BatchReader, 'upcomingBatches'> => ({
  upcomingBatches: vi.fn(async () => [sampleBatch({ id: 3 })]),
});

describe('a course page', () => {
  it('is the course of its slug, with its own upcoming batches, its subject’s other courses and the enquiry set to its subject', async () => {
    const batches = reader();
    const page = await readCoursePage('en', batches, 'cfm-training', 'https://academy.example');
    expect(page?.course.slug).toBe('cfm-training');
    expect(batches.upcomingBatches).toHaveBeenCalledWith('cfm-training');
    expect(page?.batches.map((b) => b.id)).toEqual([3]);
    expect(page?.related.map((r) => r.path)).toContain('/diploma-mastery-fm');
    expect(page?.related.map((r) => r.path)).not.toContain('/cfm-training');
    expect(page?.enquiry).toEqual({
      defaultCourse: 'Core Facilities Management Courses',
      heading: 'Enquire about CFM',
      coursePage: 'cfm-training',
    });
    expect(page?.head).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://academy.example/cfm-training',
    });
  });

  it('preloads its cover, the largest picture on a phone, from the head: React cannot on an Astro page', async () => {
    const page = await readCoursePage('en', reader(), 'cfm-training', 'https://academy.example');
    const preload = page?.head.find((tag) => tag.rel === 'preload');
    expect(preload).toMatchObject({
      as: 'image',
      type: 'image/avif',
      fetchpriority: 'high',
      imagesizes: '(min-width: 1024px) 40vw, 100vw',
    });
    expect(preload?.imagesrcset).toMatch(
      /^\/images\/courses\/facilities-management-cover-\d+\.avif \d+w, /,
    );
  });

  it('gives the enquiry form the batch "Enquire about this batch" opened it for, while that batch is offered and not full', async () => {
    const batches: Pick<BatchReader, 'upcomingBatches'> = {
      upcomingBatches: vi.fn(async () => [
        sampleBatch({ id: 3 }),
        sampleBatch({ id: 4, status: 'full' }),
      ]),
    };
    expect(
      (await readCoursePage('en', batches, 'cfm-training', 'https://academy.example', '3'))?.enquiry
        .batch,
    ).toEqual({ id: 3, words: 'Fri, 3 Apr 2026 – Sat, 23 May 2026, Dubai, Classroom' });
    expect(
      (await readCoursePage('en', batches, 'cfm-training', 'https://academy.example', '4'))?.enquiry
        .batch,
    ).toBeUndefined();
    expect(
      (await readCoursePage('en', batches, 'cfm-training', 'https://academy.example', '99'))
        ?.enquiry.batch,
    ).toBeUndefined();
    expect(
      (await readCoursePage('en', batches, 'cfm-training', 'https://academy.example', 'x'))?.enquiry
        .batch,
    ).toBeUndefined();
  });

  it('is null for a slug no course has, without asking for batches', async () => {
    const batches = reader();
    expect(
      await readCoursePage('en', batches, 'no-such-course', 'https://academy.example'),
    ).toBeNull();
    expect(batches.upcomingBatches).not.toHaveBeenCalled();
  });
});
