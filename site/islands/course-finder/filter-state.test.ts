import { describe, expect, it } from 'vitest';
import { catalogue, durationBand } from '../../../shared/content/courses/catalogue';
import { sampleBatch } from '../../../tests/support/batch-fixtures';
import {
  applyFilters,
  filtersToParams,
  groupBySubject,
  nextStart,
  NO_FILTERS,
  parseFilters,
  type FinderFilters,
} from './filter-state';

const { courses, subjects } = catalogue();
const titles = (filters: Partial<FinderFilters>) =>
  applyFilters(courses, subjects, { ...NO_FILTERS, ...filters }).map((c) => c.title);

// Upcoming batches as the service lists them (not cancelled, not started, soonest first).
const upcoming = [
  sampleBatch({
    id: 1,
    course: 'pmp-certification',
    centre: 'kochi',
    start_date: '2026-07-30',
    time_zone: 'Asia/Kolkata',
    status: 'full',
  }),
  sampleBatch({ id: 2, course: 'cfm-training', centre: 'dubai', start_date: '2026-08-03' }),
  sampleBatch({ id: 3, course: 'pmp-certification', centre: 'dubai', start_date: '2026-08-10' }),
  sampleBatch({
    id: 4,
    course: 'pmp-certification',
    centre: 'online',
    mode: 'Online live',
    start_date: '2026-09-01',
  }),
  sampleBatch({
    id: 5,
    course: 'cfm-training',
    centre: 'sharjah',
    start_date: '2026-09-14',
    status: 'few_seats',
  }),
  // A course the site no longer lists: no card, and no month of its own.
  sampleBatch({ id: 6, course: 'retired-course', centre: 'abu-dhabi', start_date: '2026-11-02' }),
];
const scheduled = catalogue(upcoming);
const scheduledTitles = (filters: Partial<FinderFilters>) =>
  applyFilters(scheduled.courses, subjects, { ...NO_FILTERS, ...filters }).map((c) => c.title);
const course = (path: string) => scheduled.courses.find((c) => c.path === path)!;

describe('course finder filters', () => {
  it('shows every course with no filter', () => {
    expect(titles({})).toHaveLength(48);
  });

  it('searches titles, abbreviations, subjects and keywords, word by word, ignoring case and punctuation', () => {
    expect(titles({ q: 'ielts' })).toEqual(['IELTS Preparation Training Course']);
    expect(titles({ q: 'PMP' })).toEqual(['PMP Certification Training']);
    expect(titles({ q: 'lean-six sigma black' })).toEqual([
      'Lean Six Sigma Black Belt Certification',
      'ASQ Lean Six Sigma Master Black Belt Certification',
    ]);
    expect(titles({ q: 'procurement' }).length).toBeGreaterThanOrEqual(5);
    expect(titles({ q: 'CFM' })).toContain('Certified Facility Manager (CFM) Training');
    expect(titles({ q: 'zzzz' })).toEqual([]);
  });

  it('narrows by subject, duration band and study mode, together', () => {
    expect(titles({ subject: 'human-resources' })).toEqual([
      'Certified HR Professional (CHRP)',
      'Certified HR Manager (CHRM)',
    ]);
    expect(titles({ duration: 'long' })).toEqual([
      'Diploma in Mastery in Facilities Management',
      'Diploma in Facility Management Administration',
      'Diploma in Facilities Operations and Maintenance Management',
      'Artificial Intelligence and Machine Learning Training',
    ]);
    // The operations diploma and CFRA are online or in person only: no 1-1.
    expect(titles({ mode: 'one-to-one' })).not.toContain(
      'Diploma in Facilities Operations and Maintenance Management',
    );
    expect(titles({ mode: 'one-to-one' })).not.toContain(
      'Corporate Financial Reporting and Accounting (CFRA)',
    );
    expect(titles({ subject: 'facilities-management', duration: 'medium' })).toEqual([
      'Certified Facility Manager (CFM) Training',
      'Sustainability Facility Professional (SFP) Training',
      'Certified Maintenance and Reliability Professional (CMRP)',
    ]);
  });

  it('bands courses by the hours of the spec', () => {
    expect(durationBand({ hours: 16, duration: '16 hours, 6 modules' })).toBe('short');
    expect(durationBand({ hours: 25, duration: '20-25 hours' })).toBe('short');
    expect(durationBand({ hours: 56, duration: '56 hours' })).toBe('medium');
    expect(durationBand({ hours: 144, duration: '3 months (144 hours), 2 levels' })).toBe('long');
    expect(durationBand({ duration: '15 weeks (3.5 months)' })).toBe('long');
    expect(durationBand({ duration: 'Flexible: agreed after a consultation' })).toBe('flexible');
    const counts = Object.fromEntries(
      ['short', 'medium', 'long', 'flexible'].map((band) => [
        band,
        courses.filter((c) => c.durationBand === band).length,
      ]),
    );
    // Counted by hand from the specification: 17 courses of 16 to 25 hours, 15 of 30 to 56, 3 diplomas and AI and ML, 12 without hours.
    expect(counts).toEqual({ short: 17, medium: 15, long: 4, flexible: 12 });
  });

  it('gives each course its upcoming batches, soonest first, and lists the months they start in', () => {
    expect(course('/pmp-certification').starts).toEqual([
      { date: '2026-07-30', centre: 'kochi', mode: 'Classroom', full: true },
      { date: '2026-08-10', centre: 'dubai', mode: 'Classroom', full: false },
      { date: '2026-09-01', centre: 'online', mode: 'Online live', full: false },
    ]);
    expect(course('/toefl-course').starts).toEqual([]);
    expect(scheduled.months).toEqual([
      { id: '2026-07', label: 'July 2026' },
      { id: '2026-08', label: 'August 2026' },
      { id: '2026-09', label: 'September 2026' },
    ]);
    expect(catalogue().months).toEqual([]);
  });

  it('narrows by centre and start month to the courses with a batch there, then, or both at once', () => {
    expect(scheduledTitles({ centre: 'dubai' })).toEqual([
      'Certified Facility Manager (CFM) Training',
      'PMP Certification Training',
    ]);
    expect(scheduledTitles({ centre: 'sharjah' })).toEqual([
      'Certified Facility Manager (CFM) Training',
    ]);
    expect(scheduledTitles({ centre: 'abu-dhabi' })).toEqual([]);
    expect(scheduledTitles({ month: '2026-07' })).toEqual(['PMP Certification Training']);
    expect(scheduledTitles({ month: '2026-09', subject: 'facilities-management' })).toEqual([
      'Certified Facility Manager (CFM) Training',
    ]);
    // One batch must be at that centre in that month: CFM is in Dubai in August and in Sharjah in September.
    expect(scheduledTitles({ centre: 'sharjah', month: '2026-08' })).toEqual([]);
    expect(scheduledTitles({ centre: 'dubai', month: '2026-08' })).toHaveLength(2);
    // A course with no upcoming batch stays in the list until a centre or month is chosen.
    expect(scheduledTitles({ q: 'toefl' })).toEqual(['TOEFL Course']);
    expect(scheduledTitles({ q: 'toefl', centre: 'kochi' })).toEqual([]);
  });

  it('shows as next start the soonest batch at the chosen centre in the chosen month, a full one included', () => {
    const pmp = course('/pmp-certification');
    expect(nextStart(pmp, {})).toEqual({
      date: '2026-07-30',
      centre: 'kochi',
      mode: 'Classroom',
      full: true,
    });
    expect(nextStart(pmp, { centre: 'dubai' })?.date).toBe('2026-08-10');
    expect(nextStart(pmp, { month: '2026-09' })?.centre).toBe('online');
    expect(nextStart(pmp, { centre: 'kochi', month: '2026-08' })).toBeUndefined();
    expect(nextStart(course('/toefl-course'), {})).toBeUndefined();
  });

  it('round-trips through the URL and ignores values it does not know', () => {
    const filters: FinderFilters = {
      q: 'supply chain',
      subject: 'logistics-supply-chain',
      duration: 'short',
      mode: 'classroom',
      centre: 'abu-dhabi',
      month: '2026-08',
    };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe(
      'q=supply+chain&subject=logistics-supply-chain&duration=short&mode=classroom&centre=abu-dhabi&month=2026-08',
    );
    expect(parseFilters(params, subjects, scheduled.months)).toEqual(filters);
    // A month with no batch (any more) is dropped, like an unknown subject.
    expect(
      parseFilters(
        new URLSearchParams(
          'subject=astrology&duration=forever&mode=telepathy&centre=atlantis&month=2026-12',
        ),
        subjects,
        scheduled.months,
      ),
    ).toEqual(NO_FILTERS);
    expect(filtersToParams(NO_FILTERS).toString()).toBe('');
  });

  it('cuts a long search between characters, never inside an emoji', () => {
    const q = `${'a'.repeat(99)}\u{1F600}`;
    expect(parseFilters(new URLSearchParams({ q }), subjects, scheduled.months).q).toBe(
      'a'.repeat(99),
    );
  });

  it('groups results under their subject in catalogue order, leaving out empty subjects', () => {
    const groups = groupBySubject(applyFilters(courses, subjects, { q: 'certified' }), subjects);
    expect(groups.map((g) => g.subject.id)[0]).toBe('facilities-management');
    expect(groups.every((g) => g.courses.length > 0)).toBe(true);
    expect(groups.find((g) => g.subject.id === 'language')).toBeUndefined();
  });

  it('gives the finder a slim list: no descriptions or headed lists', () => {
    const keys = new Set(courses.flatMap((c) => Object.keys(c)));
    expect([...keys].sort()).toEqual([
      'abbreviation',
      'categoryLabel',
      'duration',
      'durationBand',
      'keywords',
      'modes',
      'path',
      'starts',
      'subject',
      'summary',
      'title',
    ]);
  });
});
