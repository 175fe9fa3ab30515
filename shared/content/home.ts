// Copy for the home page (/) of the specification, in the order the sections appear.
// The academy's name always comes from site.ts.

import { site } from './site';

/** Hero slider: six slides, each shown with a Free Consultation button. */
export const heroSlides: {
  id: string;
  kicker: string;
  title: string;
  text: string;
  imageLabel: string;
}[] = [
  {
    id: 'fm-diploma',
    kicker: 'Core FM Diplomas',
    title: 'Build a career in facilities management',
    text: 'Mastery, Administration and Operations diplomas taught live by certified FM specialists, with a proctored final exam and certificates that are valid for life.',
    imageLabel: 'Facility manager reviewing a building plan with a maintenance team',
  },
  {
    id: 'professional-management',
    kicker: 'Professional Courses',
    title: 'Lead projects, people and budgets with confidence',
    text: 'PMP, procurement, supply chain, HR, finance and business management certifications for professionals ready for their next promotion.',
    imageLabel: 'Managers planning a project around a meeting table',
  },
  {
    id: 'artificial-intelligence',
    kicker: 'Artificial Intelligence',
    title: 'Put AI to work in your career',
    text: 'From AI and Machine Learning with a capstone project to the Certified AI Professional and AI Testing credentials, learn the skills employers are hiring for now.',
    imageLabel: 'Learner building a machine learning model on a laptop',
  },
  {
    id: 'language-courses',
    kicker: 'Language and Exam Preparation',
    title: 'Speak, write and present with confidence',
    text: 'Business English, spoken English and spoken Arabic, plus IELTS, TOEFL and SAT preparation in Kerala, Dubai, Sharjah and Abu Dhabi.',
    imageLabel: 'Trainer leading a small group conversation class',
  },
  {
    id: 'education-career-counselling',
    kicker: 'Education and Career Counselling',
    title: 'Find the right course, university or career path',
    text: 'Honest, personal guidance for students, parents and professionals, from choosing a degree to studying abroad or changing careers.',
    imageLabel: 'Counsellor talking with a student and parent',
  },
  {
    id: 'fm-credentials',
    kicker: 'FM Credential Certifications',
    title: 'Earn the credentials facility leaders carry',
    text: 'Focused coaching for CFM, SFP and CMRP, so that experienced practitioners can prove their competence to employers worldwide.',
    imageLabel: 'Facilities professional inspecting plant equipment with a tablet',
  },
];

/** Four accreditation and award cards below the hero; each shows a built image and leads to the page with the details. */
export const recognitionCards: {
  title: string;
  text: string;
  image: { group: 'accreditations' | 'cards'; name: string };
  href: '/accreditations' | '/awards';
}[] = [
  {
    title: 'CPD-accredited courses',
    text: 'Many of our professional programmes carry CPD accreditation, so your learning counts toward recognised continuing development.',
    image: { group: 'accreditations', name: 'cpd' },
    href: '/accreditations',
  },
  {
    title: 'iwfm and MEFMA',
    text: 'Our facilities management teaching is aligned with the professional bodies that set standards for FM in the UK and the Middle East.',
    image: { group: 'accreditations', name: 'iwfm' },
    href: '/accreditations',
  },
  {
    title: 'ISO 9001:2015 and ISO 21001:2018',
    text: 'Our quality and educational management systems follow international standards for consistent, learner-focused training.',
    image: { group: 'accreditations', name: 'iso-21001-2018' },
    href: '/accreditations',
  },
  {
    title: 'Award-winning academy',
    text: 'Honoured with the Best Education & Academic Excellence Award and the Global Excellence Award.',
    image: { group: 'cards', name: 'best-education-academic-excellence' },
    href: '/awards',
  },
];

/** Short lines for the moving slogan banner. */
export const slogans: string[] = [
  'Learn from people who have done the job',
  'Certificates valid for life',
  'Study online, in class or one to one',
  'Kerala to the Gulf, one academy',
  'Skills that pay from day one',
];

/** The pitch on why FM skills lead to high income. */
export const fmPitch: { heading: string; paragraphs: string[]; points: string[] } = {
  heading: 'Why facilities management skills lead to high income',
  paragraphs: [
    'Every office tower, hospital, airport, mall and residential community needs people who can keep it safe, efficient and running. Across the GCC and India, construction keeps growing and owners expect more from their buildings every year, yet qualified facility managers remain in short supply. When demand is steady and supply is short, skilled people are well rewarded.',
    'Facilities management also rewards breadth. A facility manager who understands maintenance, contracts, budgets, health and safety, sustainability and people management becomes the person owners trust with their most valuable assets, and that responsibility is reflected in pay and seniority.',
    `${site.name} was founded by an FM professional for exactly this reason. Our diplomas and credential courses give you the structured knowledge that usually takes years to pick up on the job.`,
  ],
  points: [
    'Demand in every sector: commercial, healthcare, hospitality, education and residential',
    'Roles that grow from supervisor to facility manager to head of FM',
    'Skills that transfer between India, the UAE and the wider GCC',
    'International credentials such as CFM, SFP and CMRP that set you apart',
  ],
};

/** Three benefit cards; `icon` names the pictogram drawn beside each. */
export const benefits: { title: string; text: string; icon: 'globe' | 'shield' | 'trending' }[] = [
  {
    icon: 'globe',
    title: 'Global job opportunities',
    text: 'Recognised qualifications and practical skills open doors with employers across India, the UAE, the wider GCC and beyond.',
  },
  {
    icon: 'shield',
    title: 'Job stability',
    text: 'Buildings need managing in every economic climate, and professional skills in FM, projects, procurement and quality are always in demand.',
  },
  {
    icon: 'trending',
    title: 'Fast career progression',
    text: 'Structured training helps you take on responsibility sooner, so promotions come from proven competence rather than years served.',
  },
];

/** Course slugs for the home course carousel. */
export const featuredCourseSlugs: string[] = [
  'diploma-mastery-fm',
  'pmp-certification',
  'certified-ai-professional',
];

/** Client logos: fictional organisations. */
export const clients: string[] = [
  'Harbourline Facilities',
  'Cardamom Ridge Hospitals',
  'Dunelight Property Group',
  'Lagoonstone Engineering',
  'Pearlfront Hospitality',
  'Saltpan Logistics Co.',
  'Westwind Integrated Services',
  'Monsoon Towers Management',
];

export const testimonialClaim: string = `Hear from over 100 students who have built new skills and new careers with ${site.name}.`;

/** Student testimonials (fictional). */
export const testimonials: {
  headline: string;
  quote: string;
  person: string;
  place: string;
  photoLabel: string;
}[] = [
  {
    headline: 'From technician to supervisor',
    quote:
      'I had ten years on the tools but no idea how to write a scope of work or plan a maintenance budget. The Mastery diploma filled those gaps level by level, and the live classes fitted around my shifts. Within months of finishing I was leading a team of my own.',
    person: 'Rahul M.',
    place: 'Facilities Supervisor, Dubai',
    photoLabel: 'Portrait of Rahul M.',
  },
  {
    headline: 'PMP on the first attempt',
    quote:
      'The PMP coaching was structured and practical. Working through the mock questions every week showed me exactly where I was weak, and the trainer explained the performance domains using real project examples from the Gulf. I walked into the exam calm and well prepared.',
    person: 'Fatima A.',
    place: 'Project Coordinator, Abu Dhabi',
    photoLabel: 'Portrait of Fatima A.',
  },
  {
    headline: 'AI made practical',
    quote:
      'I expected theory, but the Certified AI Professional course was about using AI tools in my daily work. I now automate the reports that used to take me a full day each week. The modules were short, clear and easy to apply straight away.',
    person: 'Arjun K.',
    place: 'Operations Analyst, Kochi',
    photoLabel: 'Portrait of Arjun K.',
  },
  {
    headline: 'Confidence in every meeting',
    quote:
      'Business English gave me the confidence to speak up in client meetings. We practised emails, presentations and difficult conversations until they felt natural. My manager noticed the difference within a few weeks and asked me to lead our monthly client review.',
    person: 'Sneha P.',
    place: 'Customer Relations Executive, Sharjah',
    photoLabel: 'Portrait of Sneha P.',
  },
  {
    headline: 'The right score for my university',
    quote:
      'The IELTS weekly mock exams were the key for me. My trainer marked every writing task in detail and showed me how to organise my answers under time pressure. I reached the band score my university asked for, and the counsellors helped me with my application too.',
    person: 'Aleena J.',
    place: 'Student, Thrissur',
    photoLabel: 'Portrait of Aleena J.',
  },
  {
    headline: 'A clearer view of quality',
    quote:
      'Lean Six Sigma Green Belt changed how I look at our processes. Using the tools from class, I led a small project that cut rework on our maintenance orders. The trainer was always available for questions, even after the course ended.',
    person: 'Mohammed R.',
    place: 'Maintenance Planner, Hospital Facilities, Dubai',
    photoLabel: 'Portrait of Mohammed R.',
  },
];

/** Counter section. */
export const counters: { value: number; suffix: string; label: string }[] = [
  { value: 50, suffix: '+', label: 'Certified specialists' },
  { value: 180, suffix: '+', label: 'Core and credential courses' },
  { value: 800, suffix: '+', label: 'Students in the UAE and India' },
];

/** The two learning tracks, shown with a Get Started button. */
export const tracks: { title: string; text: string; points: string[] }[] = [
  {
    title: 'Personalized course track',
    text: 'For individuals who want a course shaped around their goals, schedule and starting level.',
    points: [
      'A free consultation to understand your goals and experience',
      'Classroom, live online or one-to-one study',
      'Crash course or full-time pace to suit your timetable',
      'Instalment payment options on most courses',
    ],
  },
  {
    title: 'Business capability track',
    text: 'For companies that want to build the skills of their teams with training matched to real business needs.',
    points: [
      'A training needs discussion with your managers before any proposal',
      'Programmes in FM, procurement, projects, quality, HR and communication',
      'Delivery at your site, at our centres or online',
      'Group scheduling that works around operational shifts',
    ],
  },
];

/** The social section's sentence, naming only the networks site.ts configures (e.g. "YouTube", or "Facebook and YouTube"). */
export function socialIntro(networks: readonly string[]): string {
  const list = new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(networks);
  return `Follow ${site.name} on ${list} for course news, learner stories and career tips.`;
}
