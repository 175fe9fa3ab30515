import type { Course } from '../types';

export const leanSixSigmaBlackBeltCertification: Course = {
  slug: 'lean-six-sigma-black-belt-certification',
  title: 'Lean Six Sigma Black Belt Certification',
  abbreviation: 'LSSBB',
  subject: 'quality',
  categoryLabel: 'Professional Courses',
  summary:
    'A 32-hour Lean Six Sigma Black Belt programme for leading complex, cross-functional improvement work, with IASSC and PeopleCert accreditation.',
  description: [
    'Black Belts lead the improvement projects that cross departments, carry real financial weight and need advanced analysis to crack. The Lean Six Sigma Black Belt Certification at Meridian Crest Academy is aimed at experienced Green Belts, engineers, operations managers and quality leads who are expected to run those projects and to guide the Green Belts working beside them.',
    'The course runs for 32 hours. It revisits DMAIC at a deeper level and adds the methods a Black Belt uses when simple tools are not enough: multiple regression, analysis of variance, design of experiments, value stream mapping for end-to-end flow, and advanced control charting. Equal weight goes to leadership: building a business case, managing sponsors and resistance, and mentoring project teams so that results outlast the project.',
    "Sessions are available online live, in classrooms in Kerala, Dubai, Sharjah and Abu Dhabi, in live online batches, or one-to-one for those who need a private timetable. Case work draws on manufacturing, facilities, service and supply-chain settings, and learners are encouraged to apply each method to a project they sponsor or lead. Group discussion of each other's analyses is part of the method, because reviewing a colleague's conclusions is a skill Black Belts use every week. Fees may be paid in instalments.",
    'Learners who complete the programme receive a Lean Six Sigma Black Belt certificate, which the academy presents with IASSC and PeopleCert accreditation and issues as valid for life. Those who go on to run a deployment across an organisation, selecting projects and developing other belts, can continue to the Master Black Belt.',
  ],
  duration: '32 hours',
  hours: 32,
  schedule:
    'Spread over several weeks in weekday or weekend sessions so project work can continue between classes; one-to-one timetables can be arranged.',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'Best suited to professionals who already use Green Belt tools or lead teams; the academy advises on readiness during a free consultation.',
  certificates: [
    'Lean Six Sigma Black Belt certificate (IASSC and PeopleCert accreditation), valid for life',
  ],
  careerRoles: [
    'Lean Six Sigma Black Belt',
    'Continuous Improvement Manager',
    'Operational Excellence Lead',
    'Quality Manager',
    'Business Process Manager',
  ],
  highlights: [
    '32 hours of advanced Lean Six Sigma training',
    'IASSC and PeopleCert accreditation',
    'Design of experiments, ANOVA and multiple regression in practice',
    'Leadership skills for sponsoring projects and mentoring Green Belts',
    'Classroom, online live, live online or 1-1 delivery',
    'Pay in instalments; lifetime-valid certificate',
  ],
  accreditation: 'IASSC and PeopleCert',
  keywords: [
    'lean six sigma',
    'black belt',
    'LSSBB',
    'six sigma black belt',
    'design of experiments',
    'continuous improvement',
    'IASSC',
    'PeopleCert',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Build a business case and select projects that matter to senior management',
      'Lead cross-functional DMAIC projects from charter to closure',
      'Apply multiple regression, ANOVA and design of experiments to complex problems',
      'Map and redesign end-to-end value streams for better flow',
      'Choose and interpret advanced control charts for ongoing monitoring',
      'Coach Green Belts and manage resistance to change',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'Positions you for continuous improvement and excellence leadership roles',
      'Shows you can deliver measurable results on high-value projects',
      'Builds the coaching experience employers expect from senior quality staff',
      'Strengthens your case for management and programme-level responsibility',
      'Prepares you for the Master Black Belt pathway',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Certified Green Belts ready to lead bigger projects',
      'Operations, production and facilities managers',
      'Quality managers and process owners',
      'Engineers and analysts in improvement or transformation teams',
      'Consultants who support clients with process redesign',
    ],
  },
  content: {
    heading: 'Course content',
    intro: 'Advanced topics covered over the 32 hours.',
    items: [
      'Deployment roles, project selection and building the business case',
      'Advanced Define and Measure: voice of the customer and measurement system studies',
      'Process capability for normal and non-normal data',
      'Analyse: multiple regression, ANOVA and multi-vari studies',
      'Improve: design of experiments and solution optimisation',
      'Lean flow: value stream mapping, pull systems and cycle-time reduction',
      'Control: advanced control charts, control plans and sustaining results',
      'Leading change, stakeholder management and mentoring project teams',
    ],
  },
};
