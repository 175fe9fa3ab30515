import type { Batch } from '../../shared/batches';

/** A stored batch for unit tests: a Dubai classroom intake, changed by `overrides`. */
export const sampleBatch = (overrides: Partial<Batch> = {}): Batch => ({
  id: 1,
  course: 'diploma-mastery-fm',
  centre: 'dubai',
  mode: 'Classroom',
  start_date: '2026-04-03',
  end_date: '2026-05-23',
  start_time: '09:00',
  time_zone: 'Asia/Dubai',
  schedule: 'Weekends, Fri–Sat 9:00–13:00',
  language: 'English',
  seats: 20,
  status: 'open',
  version: 1,
  updated_at: '2026-03-01T00:00:00.000Z',
  ...overrides,
});

/** That batch as the console sends it (POST /api/admin/batches: a centre's zone is its own), changed by `overrides`. */
export function batchDraft(overrides: Record<string, unknown> = {}) {
  const { id: _id, version: _version, updated_at: _at, time_zone: _zone, ...draft } = sampleBatch();
  return { ...draft, ...overrides };
}
