import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/zoned-time';
import { seedBatches } from './batches';

const weekday = (date: string) =>
  ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(`${date}T00:00:00Z`).getUTCDay()];

// The first start's sample timetable, from a first start on each day of a week: a batch starts on
// the first day its schedule names and ends on the last one.
describe('the sample timetable', () => {
  const starts = Array.from(
    { length: 7 },
    (_, i) => new Date(`${addDays('2031-05-05', i)}T12:00:00Z`),
  );
  const seeded = starts.flatMap((now) => seedBatches(now));

  it('starts weekend batches on a Saturday and ends them on a Sunday, at every centre', () => {
    const weekends = seeded.filter((b) => b.schedule.startsWith('Weekends'));
    expect(weekends.length).toBeGreaterThan(0);
    expect(new Set(weekends.map((b) => b.centre)).size).toBeGreaterThan(2);
    for (const b of weekends)
      expect([b.centre, weekday(b.startDate), weekday(b.endDate)]).toEqual([
        b.centre,
        'Sat',
        'Sun',
      ]);
  });

  it("lasts as many weeks as its timetable needs for the course's hours, a year at most", () => {
    const weeks = (b: (typeof seeded)[number]) =>
      (new Date(`${b.endDate}T00:00:00Z`).getTime() -
        new Date(`${b.startDate}T00:00:00Z`).getTime()) /
      (7 * 86_400_000);
    const mastery = seeded.filter((b) => b.course === 'diploma-mastery-fm');
    expect(mastery.length).toBeGreaterThan(0);
    // 650 hours: more than a year of weekends, so a year.
    for (const b of mastery) expect(Math.ceil(weeks(b))).toBe(52);
    const pmp = seeded.filter((b) => b.course === 'pmp-certification');
    expect(pmp.length).toBeGreaterThan(0);
    // 35 hours at 8 a week: five weekends.
    for (const b of pmp)
      expect([b.schedule, Math.ceil(weeks(b))]).toEqual(['Weekends, Sat–Sun 9:00–13:00', 5]);
  });

  it('starts Saturday batches on a Saturday and weekday-evening batches on a Monday, ending on their last class day', () => {
    for (const b of seeded.filter((b) => b.schedule.startsWith('Saturdays')))
      expect([weekday(b.startDate), weekday(b.endDate)]).toEqual(['Sat', 'Sat']);
    for (const b of seeded.filter((b) => b.schedule.startsWith('Weekday evenings')))
      expect([weekday(b.startDate), weekday(b.endDate)]).toEqual(['Mon', 'Thu']);
  });
});
