import type { Course } from '../types';

export const certifiedSupplyChainProfessional: Course = {
  slug: 'certified-supply-chain-professional',
  title: 'Certified Supply Chain Professional',
  abbreviation: 'CSCP',
  subject: 'logistics-supply-chain',
  categoryLabel: 'Professional Courses',
  summary:
    'See the whole supply chain, from design and planning to sourcing, delivery and returns, in a focused 24-hour, 8-module professional course.',
  description: [
    "A supply chain performs only as well as its weakest link, and the professionals who can see the whole chain, not just their own department, are usually the ones asked to fix it. The Certified Supply Chain Professional (CSCP) course gives you that end-to-end view. It suits people in purchasing, warehousing, planning, logistics or customer service who want to understand how their work connects with everyone else's, and graduates preparing for a supply chain career.",
    'The 24 hours are divided into 8 modules. They cover supply chain strategy and network design, demand management and forecasting, supply planning and sales and operations planning, sourcing and supplier collaboration, inventory and operations, logistics and reverse flows, risk, resilience and sustainability, and the technology and metrics used to run a modern chain. The modules are sequenced so that each builds on the last, starting with the big picture of how a chain is designed and finishing with how its performance is measured. Examples come from the trading, retail, manufacturing and port-based distribution businesses common in India and the Gulf.',
    "Short exercises keep each topic practical: mapping a product's journey from raw material to customer, calculating inventory turns, or choosing between two distribution options. Group discussions compare how different industries handle the same problem, such as stock shortages or late suppliers. You can study online, in a classroom, through live online sessions or one-to-one, and the fee can be paid in instalments.",
    'Learners who complete the course receive a Certified Supply Chain Professional certificate, valid for life, confirming structured training across every stage of the supply chain.',
  ],
  duration: '24 hours, 8 modules',
  hours: 24,
  schedule:
    'Flexible: the 8 modules are run in batches agreed at enrolment, or one-to-one at times that suit you.',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'No formal entry requirement is published for CSCP; it is open to working professionals and graduates, and a counsellor can advise whether your experience fits.',
  certificates: ['Certified Supply Chain Professional (CSCP) course certificate, valid for life'],
  careerRoles: [
    'Supply Chain Analyst',
    'Supply Chain Coordinator',
    'Demand and Supply Planner',
    'Logistics Coordinator',
    'Supply Chain Executive',
  ],
  highlights: [
    '24 hours across 8 end-to-end supply chain modules',
    'From network design and forecasting to delivery and returns',
    'Inventory, sourcing and logistics fundamentals in one course',
    'Supply chain risk, resilience and technology',
    'Attend CSCP online, in class, live online or one-to-one',
    'Lifetime-valid certificate; CSCP fee accepted in instalments',
  ],
  moduleCount: 8,
  keywords: [
    'CSCP',
    'supply chain course',
    'certified supply chain professional',
    'supply chain management',
    'demand forecasting',
    'inventory management',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Explain how planning, sourcing, making and delivering connect across the chain',
      'Use basic forecasting methods and plan supply to meet demand',
      'Work with suppliers and customers to improve collaboration and product flow',
      'Balance inventory levels against service targets and cost',
      'Identify supply chain risks and propose resilience measures',
      'Read supply chain KPIs and recommend improvements',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'Turns a single-function role into an end-to-end supply chain perspective',
      'Supports progression into analyst, planner and coordinator roles',
      'Helps you contribute to cross-functional projects and system implementations',
      'A lifetime-valid certificate to add to your professional profile',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Purchasing, warehouse and logistics staff',
      'Production and materials planners',
      'Customer service and order management professionals',
      'Graduates and career changers entering supply chain work',
      'Consultants and analysts who support operations teams',
    ],
  },
  content: {
    heading: 'Course content',
    intro: 'CSCP is delivered in 8 modules.',
    items: [
      'Module 1: Supply chain concepts, strategy and network design',
      'Module 2: Demand management and forecasting',
      'Module 3: Supply planning and sales and operations planning',
      'Module 4: Sourcing and supplier collaboration',
      'Module 5: Inventory and operations management',
      'Module 6: Logistics, distribution and reverse logistics',
      'Module 7: Supply chain risk, resilience and sustainability',
      'Module 8: Supply chain technology, metrics and continuous improvement',
    ],
  },
};
