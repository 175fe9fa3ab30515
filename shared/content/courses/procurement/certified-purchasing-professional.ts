import type { Course } from '../types';

export const certifiedPurchasingProfessional: Course = {
  slug: 'certified-purchasing-professional',
  title: 'Certified Purchasing Professional',
  abbreviation: 'CPP',
  subject: 'procurement',
  categoryLabel: 'Professional Courses',
  summary:
    'Master day-to-day purchasing, from requisitions and purchase orders to vendor selection and price negotiation, in a 30-hour, 7-module CPD-UK course.',
  description: [
    'Most organisations depend on a purchasing team that turns internal requests into orders quickly, pays the right price and keeps materials flowing. The Certified Purchasing Professional (CPP) course concentrates on that operational core. It suits purchasing assistants, storekeepers and administrators who already handle orders, as well as newcomers who want a practical way into the field. If your day involves chasing quotations, raising purchase orders or answering questions from stores about late deliveries, this course is written with you in mind.',
    'The programme runs for 30 hours over 7 modules. You work through the purchasing cycle step by step: handling requisitions, finding and qualifying vendors, requesting and comparing quotations, negotiating price and terms, issuing purchase orders, expediting deliveries, and coordinating with stores and accounts so that goods received and invoices match. Purchasing records, ERP-based workflows and the policies that keep buying transparent are covered as well. By the end you should be able to take a request from any department and see it through to a correctly matched invoice without gaps in the paper trail.',
    'Choose between online study, classroom sessions, live online classes and one-to-one coaching; instalment payment is available. Trainers use sample quotation sheets, comparative statements, purchase orders and vendor registration files, so each exercise mirrors the paperwork you meet at work. Role-play sessions let you rehearse a price negotiation with a supplier before trying it for real.',
    'Completing the course earns the CPP certificate, accredited by CPD-UK and valid for life, a practical credential for purchasing roles in trading, construction, manufacturing, hospitality and facilities businesses.',
  ],
  duration: '30 hours, 7 modules',
  hours: 30,
  schedule:
    'Flexible: purchasing batches are arranged at enrolment, and one-to-one learners agree session times directly with the trainer.',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'There is no published entry requirement for CPP; current purchasing staff and fresh graduates are both welcome, and a short level check helps you start with confidence.',
  certificates: [
    'Certified Purchasing Professional (CPP) certificate, CPD-UK accredited, valid for life',
  ],
  careerRoles: [
    'Purchasing Executive',
    'Junior Buyer',
    'Purchasing Officer',
    'Purchase Coordinator',
    'Materials Controller',
  ],
  highlights: [
    '30 hours across 7 practical purchasing modules',
    'CPD-UK accredited CPP certificate that stays valid for life',
    'Hands-on work with quotations, comparative statements and purchase orders',
    'Vendor selection, price negotiation and order expediting',
    'Study CPP online, in a classroom, live online or one-to-one',
    'Spread the CPP fee over instalments',
  ],
  moduleCount: 7,
  accreditation: 'CPD-UK',
  keywords: [
    'CPP',
    'purchasing course',
    'certified purchasing professional',
    'purchase order',
    'vendor management',
    'buyer training',
    'CPD-UK',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Process purchase requisitions and convert them into accurate purchase orders',
      'Identify, qualify and register suitable vendors',
      'Prepare quotation comparisons that weigh price, quality and delivery',
      'Negotiate prices, discounts and payment terms',
      'Expedite orders and resolve delivery and invoice discrepancies',
      'Keep purchasing records in order and work within ERP purchasing workflows',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'A practical entry point into purchasing and procurement careers',
      'Makes existing purchasing staff more efficient and ready for promotion',
      'A CPD-UK accredited certificate to show employers your purchasing training',
      'Skills that transfer across trading, construction, manufacturing and hospitality',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Purchasing assistants and junior buyers',
      'Storekeepers and inventory or materials staff',
      'Administrative staff who raise or approve purchase orders',
      'Fresh graduates looking for a first role in purchasing',
      'Small business owners who buy for their own company',
    ],
  },
  content: {
    heading: 'Course content',
    intro: 'The 7 CPP modules follow a purchase from request to payment.',
    items: [
      'Module 1: The purchasing function and the purchasing cycle',
      'Module 2: Requisitions, specifications and purchase planning',
      'Module 3: Vendor identification, qualification and evaluation',
      'Module 4: Quotations, price analysis and comparative statements',
      'Module 5: Negotiating price and commercial terms',
      'Module 6: Purchase orders, expediting, goods receipt and invoice matching',
      'Module 7: Purchasing records, ERP systems and ethical buying',
    ],
  },
};
