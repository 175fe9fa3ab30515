import type { Course } from '../types';

export const certifiedInternationalProcurementProfessional: Course = {
  slug: 'certified-international-procurement-professional',
  title: 'Certified International Procurement Professional',
  abbreviation: 'CIPP',
  subject: 'procurement',
  categoryLabel: 'Professional Courses',
  summary:
    'Build end-to-end procurement skills, from sourcing and tendering to contracts and supplier management, in a 40-hour, 8-module CPD-UK course.',
  description: [
    'The Certified International Procurement Professional (CIPP) course is aimed at buyers and purchasing staff who want a complete, structured view of their profession, and at graduates or career changers who want to enter it with the right vocabulary and methods. It treats procurement as a discipline that protects margins, manages supply risk and builds supplier relationships, not simply as the processing of orders.',
    'Across 40 hours and 8 modules you move through the whole sourcing cycle: identifying needs and writing specifications, analysing the supply market, choosing a sourcing route, running tenders and requests for quotation, evaluating bids on total cost of ownership, negotiating, contracting, and managing supplier performance once the contract is signed. Ethics, sustainability and the international side of buying, including Incoterms, currency exposure and cross-border supply risk, run through the programme, because many learners in India and the Gulf buy from suppliers abroad.',
    'You can attend online, in a classroom, through live online sessions or in one-to-one coaching, and spread the fee over instalments. Each module closes with an applied exercise, for example building a weighted bid evaluation matrix or drafting a supplier scorecard, so what you learn transfers directly to your desk. Trainers also discuss the everyday realities of the job, such as urgent requests from operations, working with finance on budgets and keeping a clean audit trail, so the theory stays tied to the pressures a buyer actually faces.',
    'Successful learners are awarded the CIPP certificate, accredited by CPD-UK and valid for life. It shows employers that you have completed structured procurement training covering every stage from need to supplier review.',
  ],
  duration: '40 hours, 8 modules',
  hours: 40,
  schedule:
    'Flexible: the 8 modules are scheduled in batches agreed at enrolment, with one-to-one timings set around your work.',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'No formal prerequisite is stated for CIPP; it is open to working buyers, graduates and career changers, and counsellors help you confirm it is the right level.',
  certificates: [
    'Certified International Procurement Professional (CIPP) certificate, CPD-UK accredited, valid for life',
  ],
  careerRoles: [
    'Procurement Officer',
    'Buyer',
    'Sourcing Specialist',
    'Purchasing Executive',
    'Supplier Relationship Coordinator',
  ],
  highlights: [
    '40 hours and 8 modules spanning the full sourcing cycle',
    'CPD-UK accredited CIPP certificate with lifetime validity',
    'Tendering, bid evaluation and total cost of ownership in practice',
    'International buying: Incoterms, currency and cross-border supply risk',
    'Choose online, classroom, live online or 1-1 procurement classes',
    'Instalment payment available for the CIPP fee',
  ],
  moduleCount: 8,
  accreditation: 'CPD-UK',
  keywords: [
    'CIPP',
    'procurement professional',
    'procurement course',
    'purchasing certification',
    'sourcing',
    'tendering',
    'CPD-UK',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Translate business needs into clear specifications and statements of work',
      'Analyse a supply market and select a suitable sourcing strategy',
      'Run RFQs and tenders and evaluate bids on total cost of ownership',
      'Prepare for and conduct supplier negotiations with a clear plan',
      'Set out key contract terms and manage supplier performance with KPIs',
      'Apply ethical, sustainable and compliant buying practices',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'A structured foundation for a long-term procurement career',
      'Supports the step from purchasing assistant or buyer to procurement officer',
      'Familiarity with the international sourcing practices used in GCC and Indian supply chains',
      'A CPD-UK accredited certificate to strengthen your CV and job applications',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Buyers, purchasing assistants and procurement officers',
      'Stores, materials and inventory staff moving into sourcing',
      'Graduates who want to start a procurement career',
      'Engineers and technical staff who write specifications or evaluate bids',
      'Small business owners who manage supplier spend',
    ],
  },
  content: {
    heading: 'Course content',
    intro: 'CIPP is taught in 8 modules that follow the sourcing cycle.',
    items: [
      'Module 1: Foundations of procurement and its role in the organisation',
      'Module 2: Needs identification, specifications and statements of work',
      'Module 3: Supply market analysis and sourcing strategy',
      'Module 4: Tendering, requests for quotation and bid evaluation',
      'Module 5: Cost analysis and total cost of ownership',
      'Module 6: Negotiation for procurement professionals',
      'Module 7: Contract formation and supplier relationship management',
      'Module 8: Ethics, sustainability and international procurement',
    ],
  },
};
