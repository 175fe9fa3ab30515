import type { Course } from '../types';

export const certifiedHrManager: Course = {
  slug: 'certified-hr-manager',
  title: 'Certified HR Manager (CHRM)',
  abbreviation: 'CHRM',
  subject: 'human-resources',
  categoryLabel: 'Professional Courses',
  summary:
    'CHRM: a CPD-UK accredited, 24-hour course in 10 modules on strategic HR, talent, reward, culture and leading the HR function.',
  description: [
    'Running HR processes well is one skill; deciding which processes an organisation needs, and persuading leadership to invest in them, is another. The Certified HR Manager (CHRM) is for HR professionals ready to make that move. It is aimed at HR generalists stepping into management, HR managers who want a more strategic toolkit, and department heads who carry responsibility for people and culture.',
    'The course runs for 24 hours across 10 modules. It opens with strategic HRM and organisational design, then covers talent acquisition strategy, talent management and succession, leadership development, and the design of performance and reward systems. Further modules deal with engagement and culture, employment policy and governance, HR analytics and budgeting, and how to run the HR function as a business partner to the rest of the organisation.',
    'The emphasis is on decisions rather than definitions. You will draft a people plan linked to business goals, map succession risks for key roles, compare reward options against budget, and use workforce data to argue for a change. Group discussion draws on the experience of participants from different sectors across India and the Gulf. Where participants are comfortable, cases come from their own organisations, so the plans prepared during the course can be taken back to work. Delivery options include classroom, online live, live online and one-to-one formats, with instalment payment on request.',
    'The CHRM is accredited by CPD-UK. Participants who complete the course receive the CHRM certificate, valid for life, as evidence that they can lead HR strategically.',
  ],
  duration: '24 hours, 10 modules',
  hours: 24,
  schedule:
    'Sessions on weekdays or weekends, or a one-to-one plan fitted around management duties',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'Best suited to those with some HR or people-management experience; the admissions team can help you choose between CHRP and CHRM.',
  certificates: [
    'Certified HR Manager (CHRM) certificate, accredited by CPD-UK and valid for life',
  ],
  careerRoles: [
    'HR Manager',
    'HR Business Partner',
    'Talent Manager',
    'Head of People',
    'Compensation and Benefits Manager',
  ],
  highlights: [
    '24 hours across 10 modules',
    'CPD-UK accredited',
    'Strategic HR, talent, reward, culture and analytics',
    'Practical work on people plans, succession and reward decisions',
    'Study in class, online or one to one, with instalments available',
    'Certificate that never expires',
  ],
  moduleCount: 10,
  accreditation: 'CPD-UK',
  keywords: [
    'CHRM',
    'certified HR manager',
    'HR management course',
    'strategic HRM',
    'HR business partner training',
    'CPD-UK',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      "Build a people plan that supports the organisation's strategy",
      'Design structures and roles that fit how the business operates',
      'Create succession and talent pipelines for critical positions',
      'Shape performance and reward systems within a budget',
      'Measure engagement and lead culture change',
      'Use HR data to make and defend decisions at leadership level',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'A CPD-UK accredited management-level HR qualification',
      'Readiness for HR manager and business partner roles',
      'A stronger voice in leadership discussions about people',
      'Practical tools you can apply in your current organisation',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'HR generalists moving into management',
      'HR managers and business partners',
      'Department heads responsible for people and culture',
      'Entrepreneurs building their first HR function',
    ],
  },
  content: {
    heading: 'Course content',
    items: [
      'Module 1: Strategic human resource management',
      'Module 2: Organisational design and change',
      'Module 3: Talent acquisition strategy and employer branding',
      'Module 4: Talent management and succession planning',
      'Module 5: Leadership and management development',
      'Module 6: Performance and reward strategy',
      'Module 7: Employee engagement and organisational culture',
      'Module 8: Employment policy, governance and compliance',
      'Module 9: HR analytics, metrics and budgeting',
      'Module 10: Leading the HR function as a business partner',
    ],
  },
};
