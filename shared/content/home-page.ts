// The words the home page's sections wrap around their content (home.ts): headings, buttons and the
// words read aloud. home-page.ar.ts is its Arabic twin.

export const HOME_PAGE = {
  heroLabel: 'Highlights',
  recognition: {
    kicker: 'Accredited and award-winning',
    heading: 'Qualifications that are recognised wherever your career takes you',
    seeAwards: 'See our awards',
    seeAccreditations: 'See our accreditations',
  },
  slogans: { label: 'Our promises', pause: 'Pause the moving slogans' },
  pitchKicker: 'Why facilities management',
  courses: {
    kicker: 'Popular courses',
    heading: 'Start with the programmes our learners choose most',
    label: 'Popular courses',
    enroll: 'Enroll',
    enrollIn: ' in {title}',
    details: 'Course details',
  },
  startingSoon: { heading: 'Starting soon', full: 'Full' },
  clientsHeading: 'Trusted by the organisations our learners work for',
  testimonials: {
    kicker: 'Student stories',
    count: 'students sharing their success',
    label: 'Student testimonials',
  },
  countersHeading: 'The academy in numbers',
  tracks: {
    kicker: 'Two ways to learn',
    heading: 'A track for every learner and every team',
    startedWith: ' with the {track}',
  },
  blogs: {
    kicker: 'From our blog',
    heading: 'Recent blogs',
    viewAll: 'View All Blogs',
    none: 'New articles are on their way. Meanwhile, our counsellors are happy to answer your questions.',
  },
  social: { heading: 'Follow us', newTab: ' (opens in a new tab)' },
};
