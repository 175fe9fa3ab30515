import { describe, expect, it } from 'vitest';
import { catalogue, durationBand } from '../../../content/courses/catalogue';
import { applyFilters, filtersToParams, groupBySubject, NO_FILTERS, parseFilters, type FinderFilters } from './filter-state';

const { courses, subjects } = catalogue();
const titles = (filters: Partial<FinderFilters>) => applyFilters(courses, subjects, { ...NO_FILTERS, ...filters }).map((c) => c.title);

describe('course finder filters', () => {
  it('shows every course with no filter', () => {
    expect(titles({})).toHaveLength(48);
  });

  it('searches titles, abbreviations, subjects and keywords, word by word, ignoring case and punctuation', () => {
    expect(titles({ q: 'ielts' })).toEqual(['IELTS Preparation Training Course']);
    expect(titles({ q: 'PMP' })).toEqual(['PMP Certification Training']);
    expect(titles({ q: 'lean-six sigma black' })).toEqual(['Lean Six Sigma Black Belt Certification', 'ASQ Lean Six Sigma Master Black Belt Certification']);
    expect(titles({ q: 'procurement' }).length).toBeGreaterThanOrEqual(5);
    expect(titles({ q: 'CFM' })).toContain('Certified Facility Manager (CFM) Training');
    expect(titles({ q: 'zzzz' })).toEqual([]);
  });

  it('narrows by subject, duration band and study mode, together', () => {
    expect(titles({ subject: 'human-resources' })).toEqual(['Certified HR Professional (CHRP)', 'Certified HR Manager (CHRM)']);
    expect(titles({ duration: 'long' })).toEqual([
      'Diploma in Mastery in Facilities Management',
      'Diploma in Facility Management Administration',
      'Diploma in Facilities Operations and Maintenance Management',
      'Artificial Intelligence and Machine Learning Training',
    ]);
    // The operations diploma and CFRA are online or in person only (spec §9): no 1-1.
    expect(titles({ mode: 'one-to-one' })).not.toContain('Diploma in Facilities Operations and Maintenance Management');
    expect(titles({ mode: 'one-to-one' })).not.toContain('Corporate Financial Reporting and Accounting (CFRA)');
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
    const counts = Object.fromEntries(['short', 'medium', 'long', 'flexible'].map((band) => [band, courses.filter((c) => c.durationBand === band).length]));
    // Counted by hand from spec §9: 17 courses of 16 to 25 hours, 15 of 30 to 56, 3 diplomas and AI and ML, 12 without hours.
    expect(counts).toEqual({ short: 17, medium: 15, long: 4, flexible: 12 });
  });

  it('round-trips through the URL and ignores values it does not know', () => {
    const filters: FinderFilters = { q: 'supply chain', subject: 'logistics-supply-chain', duration: 'short', mode: 'classroom' };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe('q=supply+chain&subject=logistics-supply-chain&duration=short&mode=classroom');
    expect(parseFilters(params, subjects)).toEqual(filters);
    expect(parseFilters(new URLSearchParams('subject=astrology&duration=forever&mode=telepathy'), subjects)).toEqual(NO_FILTERS);
    expect(filtersToParams(NO_FILTERS).toString()).toBe('');
  });

  it('groups results under their subject in catalogue order, leaving out empty subjects', () => {
    const groups = groupBySubject(applyFilters(courses, subjects, { q: 'certified' }), subjects);
    expect(groups.map((g) => g.subject.id)[0]).toBe('facilities-management');
    expect(groups.every((g) => g.courses.length > 0)).toBe(true);
    expect(groups.find((g) => g.subject.id === 'language')).toBeUndefined();
  });

  it('gives the finder a slim list: no descriptions or headed lists', () => {
    const keys = new Set(courses.flatMap((c) => Object.keys(c)));
    expect([...keys].sort()).toEqual(['abbreviation', 'categoryLabel', 'duration', 'durationBand', 'keywords', 'modes', 'path', 'subject', 'summary', 'title']);
  });
});
