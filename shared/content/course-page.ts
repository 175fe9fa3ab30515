// The words a course page adds around its course's facts: the key-facts panel at its top and the
// contact bar that stays in reach on a phone (site/components/course/). The facts themselves are the
// course's record (shared/content/courses/).
export const courseKeyFacts = {
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
} as const;

export const coursePhoneBar = {
  label: 'Contact the academy',
  call: 'Call',
  whatsapp: 'WhatsApp',
  enquire: 'Enquire',
  /** Said after WhatsApp: the chat opens in another tab or app. */
  opensApart: ' (opens WhatsApp)',
} as const;
