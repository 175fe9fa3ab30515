import type { Course } from '../types';

export const diversityCultureTraining: Course = {
  slug: 'diversity-culture-training',
  title: 'Diversity & Culture Training',
  subject: 'soft-skills',
  categoryLabel: 'Key Courses',
  summary:
    'A 16-hour, 2-module workshop on inclusion, unconscious bias and working well with colleagues and clients from many cultures and backgrounds.',
  description: [
    'Workplaces across the Gulf and India bring together people of many nationalities, languages, faiths and generations. That mix is a real strength, but only when people understand one another well enough to cooperate. Diversity & Culture Training at Meridian Crest Academy helps employees, managers and HR teams turn a diverse workforce into a team that communicates clearly and treats everyone fairly.',
    'The programme lasts 16 hours and is organised in 2 modules. The first looks inward: what diversity and inclusion mean in practice, how unconscious bias and stereotypes shape everyday decisions, and how small behaviours make colleagues feel included or shut out. The second looks outward at working across cultures: differences in directness, hierarchy, time and relationship-building, how misunderstandings arise in meetings and emails, and what inclusive leaders do when hiring, allocating work and running teams.',
    'Sessions can be attended online live, in our classrooms in Kerala, Dubai, Sharjah and Abu Dhabi, in live online groups, or one-to-one. The trainer works through case studies, short self-assessments and group discussion, and companies can request the course for a whole department. Participants are invited to share their own experiences of working abroad or alongside colleagues from other countries, which keeps the discussion grounded in real situations. Each module ends with a short personal action plan. Payment in instalments is possible for individual learners.',
    'Each participant who completes the workshop receives a Diversity & Culture Training certificate, valid for life. More importantly, you leave with practical habits for bridging cultural gaps that you can use from your next meeting, call or email onwards, whoever is on the other side.',
  ],
  duration: '16 hours, 2 modules',
  hours: 16,
  schedule:
    'Run as an intensive workshop or spread over a few weekday or weekend sessions; in-company timings can be arranged for teams.',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'Open to employees at every level, as well as managers, HR professionals and anyone working in a multicultural environment.',
  certificates: ['Diversity & Culture Training certificate, valid for life'],
  careerRoles: [
    'Diversity and Inclusion Officer',
    'HR Business Partner',
    'Team Manager',
    'Customer Relations Executive',
  ],
  highlights: [
    '16 hours of interactive training in 2 modules',
    'Practical focus on multicultural workplaces in the GCC and India',
    'Unconscious bias explored through self-assessment and case studies',
    'Suitable for individuals or for whole teams',
    'Attend online live, in class, in a live online group or 1-1',
    'Instalments for individual fees; lifetime-valid certificate',
  ],
  moduleCount: 2,
  keywords: [
    'diversity training',
    'cultural awareness',
    'inclusion',
    'unconscious bias',
    'cross-cultural communication',
    'workplace culture',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Explain what diversity and inclusion mean in day-to-day work',
      'Notice unconscious bias in your own judgements and reduce its effect',
      'Adapt your communication style to colleagues from other cultures',
      'Prevent and repair cross-cultural misunderstandings',
      'Contribute to fair, inclusive practices in hiring and teamwork',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'Makes you a more effective colleague in international teams',
      'Supports client-facing roles that serve diverse customers',
      'Adds inclusion skills valued in HR and people-management roles',
      'Helps managers build teams where everyone contributes',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Employees working in multinational and multicultural teams',
      'Managers and team leaders responsible for mixed teams',
      'HR, recruitment and learning professionals',
      'Customer service and hospitality staff serving international guests',
      'Organisations building an inclusive workplace culture',
    ],
  },
  content: {
    heading: 'Course content',
    intro: 'Two modules, one on inclusion and one on culture.',
    items: [
      'Module 1: Diversity and inclusion at work: dimensions of diversity, unconscious bias, stereotypes and inclusive behaviour',
      'Module 2: Working across cultures: cultural dimensions, communication styles, resolving misunderstandings and inclusive leadership',
    ],
  },
};
