import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSES } from '../../../shared/content/courses';
import { isUpcoming } from '../../../shared/batches';
import { batchesSeeded, seedDatabase } from '../../../server/seed/seed';
import { batches } from '../../../server/db/schema';
import { PAGE_SOURCES_CHANNEL } from '../../../server/web/change-notices';
import { createEmptyTestDatabase, type TestDatabase } from '../../support/test-database';

// The batches table: the first start's timetable, never written twice, and the notice that drops
// kept pages when a batch changes (migration 0004_batches).

let database: TestDatabase;
beforeAll(async () => {
  database = await createEmptyTestDatabase();
  await database.migrate();
});
afterAll(() => database?.dispose());

const rows = () => database.db.select().from(batches);

describe('seeding batches', () => {
  it('the first start writes upcoming batches for about a third of the courses, dated from that day', async () => {
    const now = new Date('2031-05-10T12:00:00Z');
    await seedDatabase(database.db, now);
    const seeded = await rows();
    const courses = new Set(seeded.map((b) => b.course));
    expect(courses.size).toBeGreaterThanOrEqual(Math.floor(COURSES.length / 4));
    expect(courses.size).toBeLessThanOrEqual(Math.ceil(COURSES.length / 2));
    for (const batch of seeded) {
      expect(
        isUpcoming({ start_date: batch.startDate, time_zone: batch.timeZone as 'Asia/Dubai' }, now),
      ).toBe(true);
      expect(batch.endDate > batch.startDate).toBe(true);
      expect(COURSES.find((c) => c.slug === batch.course)!.modes).toContain(batch.mode);
    }
    expect(seeded.every((b) => b.startDate.startsWith('2031-'))).toBe(true);
    expect(await batchesSeeded(database.db)).toBe(true);
  });

  it('a later start never adds back what staff deleted, even when they deleted every batch', async () => {
    await database.db.delete(batches);
    await seedDatabase(database.db, new Date('2031-06-01T00:00:00Z'));
    await seedDatabase(database.db);
    expect(await rows()).toEqual([]);
  });
});

describe('notices', () => {
  it('any change to batches, by any statement, names the table on the page notices channel', async () => {
    const heard: string[] = [];
    let listening = false;
    const listener = await database.listen(PAGE_SOURCES_CHANNEL, {
      onNotice: (table) => heard.push(table),
      onListening: () => (listening = true),
      onLost: () => {},
    });
    try {
      await expect.poll(() => listening, { timeout: 10_000 }).toBe(true);
      await database.db.execute(
        sql`insert into batches (course, centre, mode, start_date, end_date, start_time, time_zone, schedule, language) values ('diploma-mastery-fm', 'dubai', 'Classroom', '2031-07-01', '2031-08-01', '09:00', 'Asia/Dubai', 'Weekends', 'English')`,
      );
      await expect.poll(() => heard, { timeout: 10_000 }).toContain('batches');
    } finally {
      await listener.stop();
    }
  });
});
