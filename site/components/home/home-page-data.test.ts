import { describe, expect, it, vi } from 'vitest';
import type { Batch } from '../../../shared/batches';
import type { BatchReader, BlogReader } from '../../../shared/page-locals';
import { COURSES, coursePath } from '../../../shared/content/courses';
import { featuredCourseSlugs } from '../../../shared/content/home';
import {
  featuredCourses,
  readRecentBlogs,
  readStartingSoon,
  STARTING_SOON_COUNT,
} from './home-page-data';

// What the home page reads, with fake readers. How the page draws it is proved in the browser
// (tests/e2e/home.spec.ts, starting-soon.spec.ts).

const course = COURSES[0]!;
const batch = (id: number, overrides: Partial<Batch> = {}): Batch => ({
  id,
  course: course.slug,
  centre: 'dubai',
  mode: 'Classroom',
  start_date: '2031-03-0' + id,
  end_date: '2031-04-30',
  start_time: '18:30',
  time_zone: 'Asia/Dubai',
  schedule: 'Weekday evenings',
  language: 'English',
  seats: null,
  status: 'open',
  version: 1,
  updated_at: '2031-01-01T00:00:00.000Z',
  ...overrides,
});
const batchReader = (batches: Batch[] | Error): Pick<BatchReader, 'upcomingBatches'> => ({
  upcomingBatches: vi.fn(async () =>
    batches instanceof Error ? Promise.reject(batches) : batches,
  ),
});

describe('the "Starting soon" strip', () => {
  it('shows the next batches of any course, soonest first as read, with the course title, its page, dates, centre and mode', async () => {
    const reader = batchReader([1, 2, 3, 4, 5, 6].map((id) => batch(id)));
    const soon = await readStartingSoon('en', reader);
    expect(reader.upcomingBatches).toHaveBeenCalledWith();
    expect(soon.map((b) => b.id)).toEqual([1, 2, 3, 4].slice(0, STARTING_SOON_COUNT));
    expect(soon[0]).toEqual({
      id: 1,
      courseTitle: course.title,
      coursePath: coursePath(course),
      dates: '1 Mar 2031 – 30 Apr 2031',
      centre: 'Dubai',
      mode: 'Classroom',
      full: false,
    });
  });

  it('marks a full batch, and leaves out a batch of a course the site does not list', async () => {
    const soon = await readStartingSoon(
      'en',
      batchReader([
        batch(1, { course: 'no-such-course' }),
        batch(2, { status: 'full', centre: 'online' }),
      ]),
    );
    expect(soon).toEqual([expect.objectContaining({ id: 2, full: true, centre: 'Online' })]);
  });

  it('is empty (so hidden) when nothing is scheduled or the batches cannot be read', async () => {
    expect(await readStartingSoon('en', batchReader([]))).toEqual([]);
    expect(await readStartingSoon('en', batchReader(new Error('database down')))).toEqual([]);
  });
});

describe('the rest of the home page', () => {
  it('lists the four most recent posts, and none when the blog cannot be read', async () => {
    const blogs: BlogReader = {
      listBlogs: vi.fn(async () => ({ blogs: [], hasMore: false })),
      getBlog: vi.fn(),
    };
    await readRecentBlogs(blogs, 'ar');
    expect(blogs.listBlogs).toHaveBeenCalledWith({ page: 1, limit: 4, lang: 'ar' });
    expect(
      await readRecentBlogs(
        {
          ...blogs,
          listBlogs: vi.fn(async () => Promise.reject(new Error('down'))),
        },
        'en',
      ),
    ).toEqual([]);
  });

  it('features the three courses shared/content/home names, in its order', () => {
    expect(featuredCourses('en').map((c) => c.path)).toEqual(
      featuredCourseSlugs.map((slug) => `/${slug}`),
    );
  });

  it('gives the Arabic home page the same courses and batches in Arabic, with Western digits', async () => {
    expect(featuredCourses('ar').map((c) => c.path)).toEqual(
      featuredCourseSlugs.map((slug) => `/ar/${slug}`),
    );
    const [soon] = await readStartingSoon('ar', batchReader([batch(1)]));
    expect(soon).toMatchObject({ coursePath: `/ar${coursePath(course)}`, centre: 'دبي' });
    expect(soon!.dates).toMatch(/^1 .+ 2031 – 30 .+ 2031$/);
    expect(soon!.dates).toMatch(/[\u0600-\u06FF]/);
  });
});
