import type { Course } from '../types';

export const categoryManagementProcurements: Course = {
  slug: 'category-management-procurements',
  title: 'Category Management in Procurement',
  subject: 'procurement',
  categoryLabel: 'Professional Courses',
  summary:
    'Segment spend, build category strategies and deliver lasting value in a 36-hour, 5-module course, weekday or weekend, in class, live online or 1-1.',
  description: [
    'Category management changes how an organisation buys. Instead of handling each purchase on its own, spend is grouped into categories such as IT, facilities services, logistics or raw materials, and each category is given a strategy owned by someone who understands its market. This course is for procurement professionals who want to lead that shift, and for managers whose organisations are moving from transactional buying to a category-based model. It also suits finance and operations managers who want to understand how category teams create value.',
    "The course runs for 36 hours in 5 modules. You learn to analyse and segment spend, profile a category and its supply market with tools such as the Kraljic matrix, Porter's five forces and cost breakdown analysis, agree objectives with stakeholders and budget holders, implement the strategy through sourcing and supplier arrangements, and then measure the benefits and refresh the plan as the market moves. Particular attention goes to stakeholder engagement, since a category strategy only works when budget holders and end users accept it.",
    'Throughout the programme you build a category plan of your own, which can be based on a spend area from your workplace, so the final module ends with a document you can take back to your manager. Batches run on weekdays or at the weekend, and you can study in the classroom, in live online sessions or one-to-one. Category management fees can be spread over instalments.',
    'When you finish you receive a Category Management in Procurement certificate of completion that is valid for life, together with a worked category strategy that demonstrates the method in practice.',
  ],
  duration: '36 hours, 5 modules',
  hours: 36,
  schedule: 'Weekday or weekend batches; one-to-one learners agree their own session times.',
  modes: ['Classroom', 'Live online', '1-1'],
  eligibility:
    'No formal entry requirement is stated; some exposure to buying or procurement makes the category planning work more meaningful.',
  certificates: ['Category Management in Procurement certificate of completion, valid for life'],
  careerRoles: [
    'Category Manager',
    'Category Buyer',
    'Strategic Sourcing Specialist',
    'Procurement Analyst',
    'Procurement Manager',
  ],
  highlights: [
    '36 hours structured in 5 modules',
    'Weekday or weekend batches to suit your working week',
    'Delivered in the classroom, live online or 1-1',
    'Build a category plan based on a real spend area',
    'Kraljic matrix, supply market analysis and stakeholder mapping in practice',
    'Certificate valid for life; category management fee payable in instalments',
  ],
  moduleCount: 5,
  keywords: [
    'category management',
    'procurement category strategy',
    'spend analysis',
    'Kraljic matrix',
    'strategic sourcing',
    'category manager course',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Analyse organisational spend and group it into meaningful categories',
      "Profile a category's supply market, cost drivers and risks",
      'Position categories and suppliers with portfolio tools such as the Kraljic matrix',
      'Engage stakeholders and agree category objectives with budget holders',
      'Write and implement a category strategy with a clear sourcing plan',
      'Track category benefits and refresh strategies as markets change',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'Prepares you for category manager and category buyer roles',
      'Shows you can deliver measurable value beyond simple price reductions',
      'Builds skills sought by organisations adopting category-led procurement',
      'Gives you a portfolio piece: the category plan you develop on the course',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Buyers and procurement officers responsible for a spend area',
      'Aspiring category managers and category buyers',
      'Procurement managers introducing category management to their teams',
      'Budget holders and operations managers who work closely with procurement',
    ],
  },
  content: {
    heading: 'Course content',
    intro: 'The course is organised in 5 modules that follow the category management cycle.',
    items: [
      'Module 1: Principles of category management and spend analysis',
      'Module 2: Category profiling and supply market analysis',
      'Module 3: Developing the category strategy with stakeholders',
      'Module 4: Implementing the strategy through sourcing, contracting and supplier arrangements',
      'Module 5: Measuring benefits, supplier performance and strategy review',
    ],
  },
};
