import type { Course } from '../types';

export const certifiedHrProfessional: Course = {
  slug: 'certified-hr-professional',
  title: 'Certified HR Professional (CHRP)',
  abbreviation: 'CHRP',
  subject: 'human-resources',
  categoryLabel: 'Professional Courses',
  summary:
    'CHRP: 24 hours, 9 modules and CPD-UK accreditation covering the full employee lifecycle, for new and developing HR practitioners.',
  description: [
    "Human resources work touches every stage of an employee's time with an organisation, from the job advertisement to the exit interview. The Certified HR Professional (CHRP) gives new and developing HR practitioners a structured grounding in all of it. It suits HR assistants, executives and generalists, graduates who want to enter HR, and line managers or business owners who handle people matters without a specialist team.",
    'The programme is 24 hours long and divided into 9 modules. It begins with the purpose of HR and how it supports business goals, then follows the employee lifecycle: workforce planning, recruitment and selection, onboarding, learning and development, performance management, and pay and benefits. Later modules cover employee relations and the basics of employment law, HR information systems and metrics, and health, safety and wellbeing at work.',
    'Trainers use templates and scenarios you will recognise from the workplace, such as a job description that attracts the wrong candidates, a probation review that needs documenting, or a grievance that must be handled fairly. Examples reflect employment practice in both India and the UAE. You may learn in our classrooms, online live, in a live online group or one to one, and pay in instalments if that suits you.',
    'The course is accredited by CPD-UK. On completion you receive the CHRP certificate, valid for life, which shows employers you can run core HR processes accurately and consistently. It also prepares you well for the Certified HR Manager course when you are ready to take on a management role.',
  ],
  duration: '24 hours, 9 modules',
  hours: 24,
  schedule: 'Weekday evening or weekend sessions, or one-to-one at times you choose',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'Pitched at people starting out or early in an HR career; no particular qualification is listed for CHRP, and a counsellor can advise on fit.',
  certificates: [
    'Certified HR Professional (CHRP) certificate, accredited by CPD-UK and valid for life',
  ],
  careerRoles: [
    'HR Executive',
    'HR Generalist',
    'Recruitment Coordinator',
    'HR Assistant',
    'Payroll and Benefits Officer',
  ],
  highlights: [
    '24 hours of training in 9 modules',
    'Accredited by CPD-UK',
    'The full employee lifecycle, from hiring to exit',
    'Workplace templates and scenarios from India and the UAE',
    'Classroom, online live, live online or one-to-one study, payable in instalments',
    'CHRP certificate valid for life',
  ],
  moduleCount: 9,
  accreditation: 'CPD-UK',
  keywords: [
    'CHRP',
    'certified HR professional',
    'HR course',
    'human resources certification',
    'HR executive training',
    'CPD-UK',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Write job descriptions and run a fair, structured recruitment process',
      'Plan onboarding that gets new joiners productive quickly',
      'Set objectives and run performance reviews that are documented properly',
      'Explain the components of pay and benefits packages',
      'Handle grievances and disciplinary cases by the book',
      'Keep HR records and report basic people metrics',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'A CPD-UK accredited qualification for your HR CV',
      'Confidence to work across all core HR processes',
      'A route from administrative roles into HR generalist positions',
      'A foundation for the Certified HR Manager programme',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'HR assistants, executives and generalists',
      'Graduates aiming for a first HR role',
      'Line managers and business owners who handle people matters',
      'Administration staff moving into HR',
    ],
  },
  content: {
    heading: 'Course content',
    items: [
      'Module 1: The role of HR and its link to business strategy',
      'Module 2: Workforce planning and recruitment',
      'Module 3: Selection, offers and onboarding',
      'Module 4: Learning and development',
      'Module 5: Performance management',
      'Module 6: Compensation and benefits',
      'Module 7: Employee relations and employment law basics',
      'Module 8: HR information systems, records and metrics',
      'Module 9: Health, safety, wellbeing and ethics at work',
    ],
  },
};
