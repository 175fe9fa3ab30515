// The words the general pages wrap around their content (academy.ts, contacts.ts): headings, labels
// and the words read aloud. page-words.ar.ts is its Arabic twin.

export const PAGE_WORDS = {
  about: {
    storyKicker: 'Our story',
    storyHeading: 'Built by people who have done the job',
    badgesKicker: 'Accredited and recognised',
    badgesHeading: 'Standards we are measured against',
    allAccreditations: 'See all our accreditations',
    clientsHeading: 'Organisations our learners work with',
    visionKicker: 'What drives us',
    visionHeading: 'Vision, mission and core values',
  },
  chairman: { kicker: 'A letter to our learners', regards: 'With warm regards,' },
  story: {
    kicker: "The founder's journey",
    intro: 'Introduction',
    journeyKicker: 'The journey',
    journeyHeading: 'From the plant room to an academy',
    join: 'Become one of them',
    counsellor: 'Talk to a counsellor',
  },
  infrastructure: { kicker: 'Our centres', label: 'Our centres' },
  accessibility: {
    contactHeading: 'Contact us about accessibility',
    enquiry: 'Send us an enquiry from the Contacts page',
    reviewed: 'This statement was last reviewed on {date}.',
  },
  awards: {
    kicker: 'Recognition for {site}',
    label: 'Our awards',
    award: 'Award',
    of: ' of the {title}',
  },
  accreditations: {
    question: 'Questions about a credential? Call',
    label: 'Our accreditations',
    of: ' of {title}',
    loading: 'Loading...',
  },
  contacts: {
    reachLabel: 'How to reach us',
    mapTitle: 'Map of the {office}',
    directionsTo: ' to the {office} (opens in a new tab)',
    addressSeparator: ', ',
  },
  enquiry: {
    invitation:
      'Tell us what you would like to learn and when. A counsellor from our Kerala or UAE team will reply within one working day with course dates, study modes and instalment options.',
    call: 'Call: ',
    email: 'Email: ',
  },
  register: {
    note: 'Fields marked * are required. We use your details only to process your registration and contact you about it.',
    disclaimer: 'Disclaimer',
  },
  finder: {
    intro:
      'All {count} courses in one place. Search by name or topic, or narrow the list by subject, length and the way you want to study: in a classroom in Kerala, Dubai, Sharjah or Abu Dhabi, online live, or one to one.',
    listName: 'Courses at {site}',
  },
  counselling: {
    kicker: 'Education and Career Counselling',
    introLabel: 'Introduction',
    whyKicker: 'Why choose us',
    whyHeading: 'Guidance you can build a plan on',
    servicesKicker: 'Key services',
    servicesHeading: 'Seven ways we can help',
    servicesIntro:
      'From the first career conversation to a move abroad or a change of field, choose the support you need.',
    benefitsKicker: 'Benefits',
    benefitsHeading: 'What you take away',
    forStudents: 'For students',
    forProfessionals: 'For professionals',
    call: 'Call',
    book: 'Book a session',
  },
};
