// The words a course page wraps around its record: headings, labels, buttons and the words read
// aloud. course-page.ar.ts is its Arabic twin. `{name}`-style marks are filled in by the page.
import type { CategoryLabel, StudyMode } from './courses/types';
import type { BatchStatus } from '../batches';

export const COURSE_PAGE = {
  coverAlt: 'Cover picture of the {subject} courses',
  highlights: 'Highlights',
  call: 'Call:',
  enquire: 'Enquire about this course',
  enquireAbout: 'Enquire about {name}',
  thisCourse: 'this course',
  brochure: 'Download brochure',
  brochureNote: ' (PDF, opens in a new tab)',
  factsHeading: 'Course at a glance',
  facts: {
    duration: 'Duration',
    schedule: 'Schedule',
    modules: 'Modules',
    moduleCount: '{count} modules',
    learningLevels: 'Learning levels',
    modes: 'Study modes',
    eligibility: 'Eligibility',
    examFormat: 'Exam format',
    certificates: 'Certificates',
    accreditation: 'Accreditation',
    careerRoles: 'Career roles',
  },
  factsNote: 'Instalment payment is available. Certificates are valid for life.',
  /** Between the items of a list written on one line, and between certificates. */
  certificateSeparator: '; ',
  details: 'Course details',
  moreIn: 'More {subject} courses',
  exploreMore: 'Explore more courses',
  subjectInFinder: '{subject} in the course finder',
  browseAll: 'Browse all courses',
  batches: {
    heading: 'Upcoming batches',
    none: 'No batches are scheduled for this course yet.',
    askNext: 'Ask us about the next intake',
    askNextAfter: 'and we will tell you when it starts.',
    ownTimes: 'Times are the centre’s own.',
    subscribe: 'Subscribe to this course’s batches',
    feed: ' (calendar feed)',
    centre: 'Centre',
    mode: 'Mode',
    schedule: 'Schedule',
    starts: 'Starts',
    language: 'Language',
    enquire: 'Enquire about this batch',
    register: 'Register for this batch',
    startingOn: ' starting {date}',
    addToCalendar: 'Add to calendar',
    calendarOf: ' (batch starting {date})',
  },
  categories: {
    'Core FM Courses': 'Core FM Courses',
    'Professional Courses': 'Professional Courses',
    'Key Courses': 'Key Courses',
  } satisfies Record<CategoryLabel, string>,
  modes: {
    'Online live': 'Online live',
    Classroom: 'Classroom',
    'Live online': 'Live online',
    '1-1': '1-1',
    Blended: 'Blended',
  } satisfies Record<StudyMode, string>,
  statuses: {
    open: 'Seats available',
    few_seats: 'Few seats left',
    full: 'Full',
    cancelled: 'Cancelled',
  } satisfies Record<BatchStatus, string>,
};

// The words a course page adds around its course's facts: the key-facts panel at its top and the
// contact bar that stays in reach on a phone (site/components/course/). The facts themselves are the
// course's record (shared/content/courses/).
export interface KeyFactsWords {
  heading: string;
  length: string;
  nextStart: string;
  noDate: string;
  modes: string;
  exam: string;
  certificate: string;
  enquire: string;
  register: string;
  aboutCourse(title: string): string;
  forCourse(title: string): string;
}

export const courseKeyFacts: KeyFactsWords = {
  heading: 'Key facts',
  length: 'Length',
  nextStart: 'Next start',
  noDate: 'No date yet — ask us',
  modes: 'Study modes',
  exam: 'Exam',
  certificate: 'Certificate',
  enquire: 'Enquire',
  register: 'Register',
  /** Read after Enquire and Register by a screen reader, which hears the links apart from the page. */
  aboutCourse: (title: string) => ` about ${title}`,
  forCourse: (title: string) => ` for ${title}`,
};

export interface PhoneBarWords {
  label: string;
  call: string;
  whatsapp: string;
  enquire: string;
  opensApart: string;
}

export const coursePhoneBar: PhoneBarWords = {
  label: 'Contact the academy',
  call: 'Call',
  whatsapp: 'WhatsApp',
  enquire: 'Enquire',
  /** Said after WhatsApp: the chat opens in another tab or app. */
  opensApart: ' (opens WhatsApp)',
};
