import type { Course } from '../types';

export const certifiedLogisticsSupplyChainManagementProfessional: Course = {
  slug: 'certified-logistics-supply-chain-management-professional',
  title: 'Certified Logistics and Supply Chain Management Professional',
  abbreviation: 'CLSCMP',
  subject: 'logistics-supply-chain',
  categoryLabel: 'Professional Courses',
  summary:
    'A 24-hour, 7-module CPD-UK course joining logistics operations and supply chain management, with free repeat classes until you pass the exam.',
  description: [
    'The Certified Logistics and Supply Chain Management Professional (CLSCMP) course brings logistics operations and supply chain management together in one qualification. It is built for transport, warehouse, shipping and procurement staff who want a broader, management-level understanding of how goods move, and for newcomers who would rather take a single course that covers both sides of the field than two separate ones. It also helps procurement staff who order goods internationally and need to understand what happens between dispatch and delivery.',
    'Training runs for 24 hours across 7 modules: the foundations of logistics and supply chain management, procurement and supplier management, inventory control, warehousing and materials handling, transportation and freight, international trade and customs documentation, and performance measurement with continuous improvement. Ideas such as Incoterms, landed cost, service levels and order cycle time are explained with worked examples from import, export and distribution operations. Each module also looks at the documents and systems used at that stage, from goods received notes and stock cards to bills of lading and delivery orders.',
    'A distinctive feature is the exam support. If you do not pass the exam at your first attempt, you can attend repeat classes free of charge until you pass, so the investment is protected while you build confidence. Study options include online learning, classroom sessions at our Kerala and UAE centres, live online classes and one-to-one coaching, with payment in instalments.',
    'Successful candidates receive the CLSCMP certificate, accredited by CPD-UK and valid for life. It is a practical credential for logistics coordinators and supply chain officers in freight forwarding, retail distribution, manufacturing and project logistics.',
  ],
  duration: '24 hours, 7 modules',
  hours: 24,
  schedule:
    'Flexible batches agreed at enrolment, with free repeat classes until the exam is passed.',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'No formal prerequisite is stated for CLSCMP; newcomers and experienced logistics staff can both join, and the academy discusses your background with you first.',
  certificates: [
    'Certified Logistics and Supply Chain Management Professional (CLSCMP) certificate, CPD-UK accredited, valid for life',
  ],
  careerRoles: [
    'Logistics Coordinator',
    'Supply Chain Officer',
    'Warehouse Supervisor',
    'Shipping and Freight Coordinator',
    'Inventory Controller',
  ],
  highlights: [
    '24 hours, 7 modules covering logistics and supply chain together',
    'CPD-UK accredited CLSCMP certificate, valid for life',
    'Free repeat classes until you pass the exam',
    'Incoterms, customs documentation and freight management explained',
    'CLSCMP study online, in class, live online or 1-1',
    'Pay for CLSCMP in instalments',
  ],
  moduleCount: 7,
  accreditation: 'CPD-UK',
  keywords: [
    'CLSCMP',
    'logistics and supply chain course',
    'logistics management',
    'supply chain management certification',
    'Incoterms',
    'CPD-UK',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Describe how logistics supports wider supply chain goals',
      'Manage inventory using reorder points, safety stock and ABC analysis',
      'Organise warehouse processes from receiving to dispatch',
      'Select transport modes and compare freight options on cost and service',
      'Apply Incoterms and prepare core import and export documents',
      'Measure logistics performance with KPIs and lead improvements',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'Prepares you for coordinator and officer roles across logistics and supply chain',
      'A CPD-UK accredited credential that remains valid for life',
      'Free repeat classes reduce the risk of an unsuccessful exam attempt',
      'Relevant to trade hubs with large freight and distribution sectors, such as the UAE',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Logistics, shipping and freight forwarding staff',
      'Warehouse and inventory supervisors',
      'Procurement and purchasing staff who need logistics knowledge',
      'Graduates seeking entry into logistics and supply chain',
      'Business owners managing imports and distribution',
    ],
  },
  content: {
    heading: 'Course content',
    intro: 'CLSCMP covers 7 modules from foundations to performance measurement.',
    items: [
      'Module 1: Foundations of logistics and supply chain management',
      'Module 2: Procurement and supplier management',
      'Module 3: Inventory management and control',
      'Module 4: Warehousing and materials handling',
      'Module 5: Transportation and freight management',
      'Module 6: International trade, Incoterms and customs documentation',
      'Module 7: Performance measurement and continuous improvement',
    ],
  },
};
