// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { renderCoursePage, type RenderedCoursePage } from './course-page.test-utils';
import { COURSES, courseBySlug, type Course } from '../../../shared/content/courses';

// Written by hand from the spec (its course table and exam facts, eligibility statements, language
// pages), never from the records. `says`: phrases the page must show (case aside); `figures`: every
// number the record may put before a unit, so a drifted figure anywhere in the copy fails.
interface SpecFacts {
  says: string[];
  figures?: Partial<Record<Unit, number[]>>;
}
type Unit =
  | 'hours'
  | 'months'
  | 'weeks'
  | 'modules'
  | 'questions'
  | 'percent'
  | 'minutes'
  | 'levels'
  | 'PDUs';

const h = (...hours: number[]) => ({ hours });
const hm = (hours: number[], modules: number[]) => ({ hours, modules });

const SPEC: Record<string, SpecFacts> = {
  'diploma-mastery-fm': {
    says: [
      '12 months',
      '650 hours',
      'fast track',
      '6 months',
      '320 hours',
      '2 hours daily',
      'online live',
      '4 levels',
      'online proctored final exam',
      '3 hours',
      '120 multiple-choice questions',
      '70% pass',
      'four international certificates',
      'diploma',
      'lifetime LMS access',
      'placement support',
      'graduation in any discipline',
    ],
    figures: {
      hours: [650, 320, 2, 3],
      months: [12, 6],
      questions: [120],
      percent: [70],
      levels: [4],
    },
  },
  'diploma-fm-administration': {
    says: [
      '3 months',
      '144 hours',
      '2 levels',
      'exam of 2 hours',
      '80 multiple-choice questions',
      '70% pass',
    ],
    figures: { hours: [144, 2], months: [3], questions: [80], percent: [70], levels: [2] },
  },
  'diploma-fm-operations': {
    says: [
      '6 months',
      '300 hours',
      'fast track',
      '3 months',
      '144 hours',
      'online or classroom',
      '+2 higher secondary, or 3+ years of maintenance or facilities experience',
    ],
    figures: { hours: [300, 144], months: [6, 3] },
  },
  'cfm-training': {
    says: [
      '35 hours',
      'coaching',
      'an international facility management association',
      '11 core competencies',
      '5+ years of FM experience, or an FM diploma or graduation',
    ],
    figures: h(35),
  },
  'sfp-training': {
    says: [
      '30 to 40 hours',
      'same awarding body',
      'an international facility management association',
    ],
    figures: h(30, 40),
  },
  'certified-maintenance-reliability-professional': {
    says: [
      '30 hours',
      'computer-based exam of 110 multiple-choice questions',
      'five domains',
      'a maintenance and reliability society',
      'no formal prerequisites',
    ],
    figures: { hours: [30], questions: [110] },
  },
  'ai-ml-training': {
    says: [
      '15 weeks (3.5 months)',
      '5+ case studies',
      'capstone',
      'placement cell',
      'lifetime LMS access',
    ],
    figures: { weeks: [15], months: [3.5], hours: [] },
  },
  'certified-ai-professional': {
    says: ['20-25 hours', '1 hour AI-proctored exam', '3 modules', 'no prerequisites'],
    figures: { hours: [25, 1], modules: [3] },
  },
  'certified-ai-testing-professional': {
    says: [
      '40 multiple-choice questions',
      'pass mark is 80%, which is 32 of 40',
      '60 min',
      'AI-proctored',
      '6 modules',
    ],
    figures: { questions: [40], percent: [80], minutes: [60], modules: [6], hours: [] },
  },
  'certified-hr-professional': {
    says: ['24 hours', '9 modules', 'CPD-UK'],
    figures: hm([24], [9]),
  },
  'certified-hr-manager': { says: ['24 hours', '10 modules', 'CPD-UK'], figures: hm([24], [10]) },
  'smart-finance-manager': { says: ['30 hours'], figures: h(30) },
  'corporate-financial-reporting-accounting': {
    says: ['24 hours', 'online and in person'],
    figures: h(24),
  },
  'certified-international-procurement-auditor': {
    says: ['40 hours', '2 modules', 'CPD-UK'],
    figures: hm([40], [2]),
  },
  'certified-international-procurement-professional': {
    says: ['40 hours', '8 modules', 'CPD-UK'],
    figures: hm([40], [8]),
  },
  'certified-international-procurement-manager': {
    says: ['30 hours', '7 modules', 'CPD-UK', "at least 3 years' experience advised"],
    figures: hm([30], [7]),
  },
  'certified-purchasing-professional': {
    says: ['30 hours', '7 modules', 'CPD-UK'],
    figures: hm([30], [7]),
  },
  'category-management-procurements': {
    says: ['36 hours', '5 modules', 'weekday or weekend', 'classroom, live online or 1-1'],
    figures: hm([36], [5]),
  },
  'pmp-certification': {
    says: [
      '35 hours',
      '35 PDUs',
      '700+ mock questions',
      'PMBOK 7th edition',
      '5 process groups',
      '10 knowledge areas',
      '3 performance domains',
      'PMI',
    ],
    figures: { hours: [35], PDUs: [35] },
  },
  'certified-supply-chain-professional': {
    says: ['24 hours', '8 modules'],
    figures: hm([24], [8]),
  },
  'certified-logistics-supply-chain-management-professional': {
    says: ['24 hours', '7 modules', 'CPD-UK', 'free repeat classes until the exam is passed'],
    figures: hm([24], [7]),
  },
  'certified-professional-supply-management': {
    says: ['40 hours', '3 modules'],
    figures: hm([40], [3]),
  },
  'logistics-courses': { says: ['24 hours', '4 modules'], figures: hm([24], [4]) },
  'certified-planning-inventory-management': {
    says: ['40 hours', '13 modules', 'ASCM', '5+ years advised'],
    figures: hm([40], [13]),
  },
  'certified-strategic-manager': {
    says: ['Certified Strategic Manager UK', '35 hours', '14 modules'],
    figures: hm([35], [14]),
  },
  'certified-business-administrator': {
    says: ['Certified Business Administrator UK', '24 hours', '8 modules'],
    figures: hm([24], [8]),
  },
  'event-management-course': { says: ['24 hours'], figures: h(24) },
  'lean-six-sigma-yellow-belt-certification': {
    says: ['16 hours', '6 modules', '40+ tools', 'IASSC'],
    figures: hm([16], [6]),
  },
  'lean-six-sigma-green-belt-certification': {
    says: ['16 hours', '7 modules', 'IASSC'],
    figures: hm([16], [7]),
  },
  'lean-six-sigma-black-belt-certification': {
    says: ['32 hours', 'IASSC', 'PeopleCert'],
    figures: h(32),
  },
  'lean-six-sigma-master-black-certification': {
    says: ['56 hours', 'ASQ Lean Six Sigma Master Black Belt'],
    figures: h(56),
  },
  'leadership-management-engineers': { says: ['24 hours', '16 modules'], figures: hm([24], [16]) },
  'diversity-culture-training': { says: ['16 hours', '2 modules'], figures: hm([16], [2]) },
  'negotiation-skills-course': { says: ['24 hours', '8 modules'], figures: hm([24], [8]) },
  'certified-training-manager-course': { says: ['24 hours', '5 modules'], figures: hm([24], [5]) },
  'train-the-trainer-course': { says: ['24 hours', '5 modules'], figures: hm([24], [5]) },
  'personality-development-course': {
    says: ['Personality Development and Public Speaking', '24 hours'],
    figures: h(24),
  },
  'business-communication-course': {
    says: [
      'What you will be able to do',
      'Who should attend',
      'Business Presentation',
      'Business Grammar',
      'Business Writing',
      'Why choose',
    ],
  },
  'business-english-course': {
    says: [
      'Business Writing',
      'Business Grammar and Vocabulary',
      'Presentation and Communication Skills',
      'authorised partners',
      'practical exercises',
      'experienced trainers',
      'career growth',
    ],
  },
  'advanced-english-conversation-course': {
    says: ['four-step method', 'Review and Learn', 'Practice', 'Apply', 'Develop'],
  },
  'spoken-english-training-course': { says: ['Breakthrough level', 'What you will be able to do'] },
  'business-presentation-skills': { says: [] },
  'business-writing-course': {
    says: [
      'L-0 Absolute Beginner',
      'L-1 Beginner',
      'L-2 Intermediate',
      'L-3 Upper Intermediate',
      'L-4 Advanced',
      'consultation and assessment',
    ],
  },
  'business-grammar-course': { says: [] },
  'ielts-preparation-training-course': {
    says: [
      'Academic',
      'General Training',
      'Life Skills (CEFR A1 and B1)',
      'Listening',
      'Reading',
      'Writing',
      'Speaking',
      'weekly Mock Exams',
      'two authorised training partner organisations',
      'UKVI Academic and General Training',
      'UK visa',
      'Tier 1',
      'Tier 2',
      'UKVI-approved centres',
      'about 2 hours 45 minutes',
    ],
    figures: { hours: [2], minutes: [45] },
  },
  'sat-training-course': {
    says: [
      'Critical Reading',
      'Mathematics',
      'Writing',
      'SAT Reasoning Test',
      'section scores 200 to 800',
      'total 600 to 2400',
      '70-minute maths practice sessions',
      '60-minute writing exercises',
      '7 administrations a year in the US',
      '6 internationally',
    ],
    figures: { minutes: [70, 60], hours: [] },
  },
  'toefl-course': {
    says: [
      '4-hour test',
      '30 points per section',
      'total 120',
      '61 to 110',
      'valid 2 years',
      '250 to 300 words',
      'Listening 30-40 min',
      'Structure 25 min',
      'Reading 55 min',
      'Writing 30 min',
    ],
    figures: { hours: [4], minutes: [40, 25, 55, 30] },
  },
  'spoken-arabic-course': { says: ['Dubai', 'Sharjah', 'Abu Dhabi', 'native instructors'] },
};

// The specification: most courses advertise instalments, flexible modes and certificates valid for life.
const EVERY_PAGE = ['Call:', 'instalment', 'valid for life'];

const UNIT_PATTERNS: [Unit, RegExp][] = [
  ['hours', /(\d+(?:\.\d+)?)[\s-]*(?:hours?|h)\b/gi],
  ['months', /(\d+(?:\.\d+)?)[\s-]*months?\b/gi],
  ['weeks', /(\d+(?:\.\d+)?)[\s-]*weeks?\b/gi],
  ['modules', /(\d+)\s+(?:[a-z][a-z-]*\s+){0,3}?modules?\b/g],
  ['questions', /(\d+)\s+multiple-choice questions\b/gi],
  ['percent', /(\d+)\s*%/g],
  ['minutes', /(\d+)[\s-]*min(?:utes?)?\b/gi],
  ['levels', /(\d+)\s+levels\b/gi],
  ['PDUs', /(\d+)\s+PDUs\b/g],
];

const normalise = (text: string) =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .toLowerCase();
const recordText = (course: Course) =>
  JSON.stringify(Object.values(course)).replace(/","|\["|"\]|\\"/g, ' ');

describe('course facts of the spec', () => {
  it('covers exactly the 48 course records', () => {
    expect(Object.keys(SPEC).sort()).toEqual(COURSES.map((c) => c.slug).sort());
  });

  const pages = new Map<string, RenderedCoursePage>();
  beforeAll(async () => {
    for (const course of COURSES) pages.set(course.slug, await renderCoursePage(`/${course.slug}`));
    // Rendering all 48 pages takes a few seconds, many more on a busy shared machine.
  }, 120_000);

  describe.each(Object.entries(SPEC))('%s', (slug, facts) => {
    const course = courseBySlug(slug)!;

    it('says every fact in its record and on its rendered page', () => {
      const page = normalise(pages.get(slug)!.text);
      const record = normalise(recordText(course));
      for (const phrase of [...facts.says, ...EVERY_PAGE]) {
        if (phrase !== 'Call:') expect(record, `record of ${slug}`).toContain(normalise(phrase));
        expect(page, `page of ${slug}`).toContain(normalise(phrase));
      }
    });

    it('states no figure the spec does not give', () => {
      const text = recordText(course);
      for (const [unit, pattern] of UNIT_PATTERNS) {
        const allowed = facts.figures?.[unit];
        const found = [...text.matchAll(pattern)].map((m) => Number(m[1]));
        if (allowed)
          expect(
            found.filter((n) => !allowed.includes(n)),
            `${unit} in ${slug}`,
          ).toEqual([]);
        else if (unit !== 'percent' && unit !== 'minutes')
          expect(found, `${unit} in ${slug} (the spec gives none)`).toEqual([]);
      }
    });
  });

  it('labels FM courses Core FM Courses and gives every page a category label', () => {
    for (const course of COURSES) {
      const text = pages.get(course.slug)!.text;
      if (course.subject === 'facilities-management')
        expect(course.categoryLabel).toBe('Core FM Courses');
      expect(['Core FM Courses', 'Professional Courses', 'Key Courses']).toContain(
        course.categoryLabel,
      );
      expect(text).toContain(course.categoryLabel);
    }
  });
});
