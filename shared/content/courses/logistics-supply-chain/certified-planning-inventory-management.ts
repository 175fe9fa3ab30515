import type { Course } from '../types';

export const certifiedPlanningInventoryManagement: Course = {
  slug: 'certified-planning-inventory-management',
  title: 'Certified in Planning and Inventory Management',
  abbreviation: 'CPIM',
  subject: 'logistics-supply-chain',
  categoryLabel: 'Professional Courses',
  summary:
    'A 40-hour, 13-module CPIM preparation course in demand, master and material planning and inventory control, presented as aligned to ASCM.',
  description: [
    'Planning and inventory decisions decide whether customers receive what they ordered and how much cash sits idle on warehouse shelves. The Certified in Planning and Inventory Management (CPIM) course is for planners, schedulers, materials managers and inventory controllers who make those decisions every day. 5+ years of experience in planning, production, inventory or supply chain work is advised, because the course assumes you already know how your own operation runs.',
    'The programme delivers 40 hours of training across 13 modules. It follows the planning hierarchy from strategy down to execution: demand management and forecasting, sales and operations planning, master scheduling, material requirements planning, capacity planning and detailed scheduling on the shop floor. Inventory topics include policy, safety stock, replenishment, record accuracy and valuation, and the later modules place purchasing, distribution, quality and continuous improvement in a planning context. The academy presents the course as aligned to the CPIM credential of ASCM, the Association for Supply Chain Management.',
    'Learners practise the calculations, such as MRP explosions, available-to-promise and reorder points, until they become routine. Worked examples connect each calculation to the planning screens and reports found in common ERP systems, so the logic carries over to your daily work, and discussion sessions let planners compare how their companies handle forecast errors, long lead times and excess stock. Study is available online, in a classroom, through live online classes or one-to-one, and payment can be made in instalments.',
    'A course certificate valid for life is awarded on completion. The CPIM credential itself is issued by ASCM to candidates who pass its examination.',
  ],
  duration: '40 hours, 13 modules',
  hours: 40,
  schedule:
    'Flexible: the 13 modules are spread over batches agreed at enrolment, leaving time between sessions to practise planning calculations.',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    '5+ years advised, typically in planning, production, inventory or supply chain roles. It is a recommendation rather than an enforced requirement.',
  certificates: [
    'CPIM preparation course certificate, valid for life',
    'CPIM credential issued by ASCM to candidates who pass its examination',
  ],
  careerRoles: [
    'Supply Planner',
    'Master Scheduler',
    'Inventory Manager',
    'Materials Manager',
    'Demand Planner',
    'ERP Planning Consultant',
  ],
  highlights: [
    '40 hours of training across 13 modules',
    'Presented as aligned to the ASCM CPIM programme',
    'From S&OP and master scheduling to MRP and capacity planning',
    'Inventory policy, safety stock and replenishment calculations',
    'Prepare for CPIM online, in class, live online or 1-1',
    'Course certificate valid for life; CPIM fee payable in instalments',
  ],
  moduleCount: 13,
  accreditation:
    'ASCM (Association for Supply Chain Management): the course is presented as aligned to its CPIM credential',
  keywords: [
    'CPIM',
    'planning and inventory management',
    'ASCM',
    'inventory management course',
    'MRP',
    'S&OP',
    'production planning',
    'master scheduling',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Forecast demand and manage the demand side of the plan',
      'Run a sales and operations planning cycle that balances demand and supply',
      'Build a master production schedule and calculate available-to-promise',
      'Perform MRP and capacity calculations and act on the results',
      'Set inventory policies, safety stock levels and reorder points',
      'Improve planning performance with lean, quality and continuous improvement methods',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'Prepares you for the CPIM examination offered by ASCM',
      'Strengthens your case for senior planner and inventory manager roles',
      'Gives you the planning vocabulary used in ERP systems and consulting work',
      'A course certificate that is valid for life',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Production, materials and supply planners with 5+ years of experience',
      'Master schedulers and MRP controllers',
      'Inventory and warehouse managers',
      'ERP consultants and supply chain analysts',
      'Operations managers responsible for planning',
    ],
  },
  content: {
    heading: 'Course content',
    intro: 'CPIM is taught in 13 modules that follow the planning hierarchy.',
    items: [
      'Module 1: Supply chain and operations strategy',
      'Module 2: Demand management',
      'Module 3: Forecasting methods and forecast accuracy',
      'Module 4: Sales and operations planning',
      'Module 5: Master scheduling and available-to-promise',
      'Module 6: Material requirements planning',
      'Module 7: Capacity planning and management',
      'Module 8: Detailed scheduling and production activity control',
      'Module 9: Inventory fundamentals and inventory policy',
      'Module 10: Safety stock, replenishment and inventory accuracy',
      'Module 11: Purchasing and supplier planning',
      'Module 12: Distribution planning and logistics',
      'Module 13: Quality, lean and continuous improvement in planning',
    ],
  },
};
