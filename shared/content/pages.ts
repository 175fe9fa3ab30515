// The general pages of the specification: path, title, meta description and breadcrumb trail.
// Course pages take theirs from the course records.

export interface Crumb {
  label: string;
  href?: string;
}

export interface PageInfo {
  path: string;
  title: string;
  description: string;
  breadcrumb: Crumb[];
}

const home: Crumb = { label: 'Home', href: '/' };

export const PAGES = {
  home: {
    path: '/',
    title: 'Professional Training in Kerala and the UAE',
    description:
      'Facilities management diplomas, professional certifications, AI, Lean Six Sigma, soft skills and language courses in Kerala, Dubai, Sharjah and Abu Dhabi.',
    breadcrumb: [],
  },
  about: {
    path: '/about',
    title: 'About the Academy',
    description:
      'Who we are: an accredited training academy in Kerala and the UAE, our vision, mission and core values.',
    breadcrumb: [home, { label: 'About' }, { label: 'About the academy' }],
  },
  chairman: {
    path: '/chairmans-message',
    title: "Chairman's Message",
    description: "A letter from the academy's chairman to learners, parents and partner companies.",
    breadcrumb: [home, { label: "Chairman's Message" }],
  },
  story: {
    path: '/our-story',
    title: 'Our Story',
    description:
      'How a facilities management career of more than 25 years became an academy, and our vision of 1000 Future Leaders by December 31, 2026.',
    breadcrumb: [home, { label: 'Our Story' }],
  },
  contacts: {
    path: '/contacts',
    title: 'Contacts',
    description: 'Call, email or visit the academy in Kerala or the UAE, or send us an enquiry.',
    breadcrumb: [home, { label: 'Contacts' }],
  },
  register: {
    path: '/register',
    title: 'Register Now',
    description:
      'Register for a course at the academy: your details, your guardian, the courses you want.',
    breadcrumb: [home, { label: 'Register Now' }],
  },
  company: {
    path: '/company-enquiry',
    title: 'Training for Your Team',
    description:
      'Tell us about your company and your team: we answer within one working day with training matched to what your business needs, at your site, our centres or online.',
    breadcrumb: [home, { label: 'Training for Your Team' }],
  },
  counselling: {
    path: '/education-career-counselling',
    title: 'Consultancy',
    description:
      'Education and career counselling: career guidance, study abroad counselling, applications, scholarships and career transitions.',
    breadcrumb: [home, { label: 'Education and Career Counselling' }],
  },
  blogs: {
    path: '/blogs',
    title: 'Our Blogs',
    description:
      'Articles on facilities management careers, certifications, exam preparation and workplace skills.',
    breadcrumb: [home, { label: 'Blogs' }],
  },
  accreditations: {
    path: '/accreditations',
    title: 'Accreditations',
    description:
      'The accreditations and memberships behind our courses: iwfm, MEFMA, CPD, ISO 9001:2015 and ISO 21001:2018.',
    breadcrumb: [home, { label: 'Accreditations' }],
  },
  awards: {
    path: '/awards',
    title: 'Awards',
    description: 'Awards the academy has received for education and academic excellence.',
    breadcrumb: [home, { label: 'Awards' }],
  },
  infrastructure: {
    path: '/our-infrastructure',
    title: 'Our Infrastructure',
    description: 'Our training centres: classrooms, labs and learner spaces.',
    breadcrumb: [home, { label: 'Our Infrastructure' }],
  },
} as const satisfies Record<string, PageInfo>;

export type PageKey = keyof typeof PAGES;
