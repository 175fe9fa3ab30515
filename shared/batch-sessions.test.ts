import { describe, expect, it } from 'vitest';
import { sessionsOf } from './batch-sessions';

describe('sessionsOf: a schedule’s weekdays and session length, from its words', () => {
  it.each([
    ['Weekends, Sat–Sun 9:00–13:00', { days: ['SU', 'SA'], minutes: 240 }],
    ['Weekends, Fri–Sat 9:00–13:00', { days: ['FR', 'SA'], minutes: 240 }],
    ['Weekday evenings, Mon, Wed and Thu 18:30–21:00', { days: ['MO', 'WE', 'TH'], minutes: 150 }],
    ['Saturdays 10:00–16:00', { days: ['SA'], minutes: 360 }],
    ['Mon-Fri 7.30 to 9.00', { days: ['MO', 'TU', 'WE', 'TH', 'FR'], minutes: 90 }],
    ['Fri–Sun 10:00–12:00', { days: ['SU', 'FR', 'SA'], minutes: 120 }],
    ['Weekends 9:00–13:00', { days: ['SU', 'SA'], minutes: 240 }],
    ['Weekdays 19:00–21:00', { days: ['MO', 'TU', 'WE', 'TH', 'FR'], minutes: 120 }],
    ['Daily 06:00–08:00', { days: ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'], minutes: 120 }],
    ['Tuesday and Thursday, 17:00 – 19:30', { days: ['TU', 'TH'], minutes: 150 }],
  ])('%s', (schedule, sessions) => {
    expect(sessionsOf(schedule)).toEqual(sessions);
  });

  it.each([
    'Agreed at enrolment',
    'Weekends, times agreed with the class',
    'Monthly workshops 9:00–13:00',
    'Friendly small groups 9:00–13:00',
    'Sat 13:00–9:00',
  ])('reads nothing into “%s”', (schedule) => {
    expect(sessionsOf(schedule)).toBeUndefined();
  });
});
