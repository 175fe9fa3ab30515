import type { Course } from '../types';

export const logisticsCourses: Course = {
  slug: 'logistics-courses',
  title: 'Logistics Courses',
  subject: 'logistics-supply-chain',
  categoryLabel: 'Professional Courses',
  summary:
    'A practical 24-hour, 4-module logistics course covering warehousing, inventory control, transport and freight, and import-export documents.',
  description: [
    'Goods have to be stored, moved, documented and delivered on time, and every business that handles physical products needs people who can organise that flow. This logistics course is a practical introduction for warehouse and dispatch staff, drivers moving into coordination work, customer service and sales support teams who track shipments, and graduates looking for a first job with a logistics company, freight forwarder or distributor.',
    'In 24 hours across 4 modules you cover the essentials: the role of logistics and the costs it creates, warehouse operations and inventory control, transport modes and freight management, and import and export documentation, including Incoterms. The focus stays on everyday tasks such as receiving and put-away, cycle counts, load and route planning, booking freight and checking shipping documents before goods leave the gate. You also learn the terms that appear on job descriptions and shipping paperwork, such as bill of lading, airway bill, packing list, certificate of origin and proof of delivery.',
    'Its compact length makes the course manageable alongside a full-time job, and it is a sensible first step before a broader supply chain qualification. Trainers use sample documents and warehouse scenarios so that you can practise each task before you face it at work. You can take it online, in a classroom, through live online sessions or one-to-one, with the option to pay in instalments.',
    'You receive a logistics course certificate on completion, valid for life, which supports applications for executive and coordinator roles in warehousing, freight forwarding and distribution, sectors that are especially active around the ports and free zones of Dubai, Sharjah and Abu Dhabi.',
  ],
  duration: '24 hours, 4 modules',
  hours: 24,
  schedule:
    'Flexible: short logistics batches are arranged at enrolment, and one-to-one learners choose their own session times.',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'No formal entry requirement is stated for this logistics course; it is open to school leavers, graduates and working staff alike, and a quick chat with a counsellor confirms fit.',
  certificates: ['Logistics course certificate of completion, valid for life'],
  careerRoles: [
    'Logistics Executive',
    'Logistics Coordinator',
    'Warehouse Supervisor',
    'Shipping Coordinator',
    'Dispatch Supervisor',
  ],
  highlights: [
    '24 hours in 4 focused logistics modules',
    'Warehouse, inventory and transport fundamentals',
    'Import and export documentation with Incoterms',
    'A compact course that fits around full-time work',
    'Learn logistics online, in class, live online or 1-1',
    'Lifetime-valid certificate, with the logistics fee payable in instalments',
  ],
  moduleCount: 4,
  keywords: [
    'logistics course',
    'logistics training',
    'warehouse management',
    'freight forwarding',
    'shipping documentation',
    'Incoterms',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Explain the main logistics activities and the costs they create',
      'Run receiving, put-away, picking and dispatch processes accurately',
      'Keep stock records accurate through counts and reconciliation',
      'Choose suitable transport modes and plan loads and routes',
      'Prepare and check common import and export documents',
      'Apply Incoterms to define who is responsible for delivery, cost and risk',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'A quick, practical entry route into the logistics sector',
      'Prepares warehouse and dispatch staff for coordinator responsibilities',
      'Skills in demand around logistics hubs such as Dubai, Sharjah and Abu Dhabi',
      'A logistics certificate that stays valid for life',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Warehouse, stores and dispatch staff',
      'Drivers and delivery supervisors moving into planning roles',
      'Customer service and sales support staff who handle orders and shipments',
      'Fresh graduates seeking logistics jobs',
      'Traders and small business owners who ship goods',
    ],
  },
  content: {
    heading: 'Course content',
    intro: 'The course is delivered in 4 modules.',
    items: [
      'Module 1: Introduction to logistics, logistics costs and customer service',
      'Module 2: Warehouse operations and inventory control',
      'Module 3: Transportation modes and freight management',
      'Module 4: Import, export, Incoterms and shipping documentation',
    ],
  },
};
