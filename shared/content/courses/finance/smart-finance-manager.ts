import type { Course } from '../types';

export const smartFinanceManager: Course = {
  slug: 'smart-finance-manager',
  title: 'Smart Finance for Non-Finance Professionals',
  subject: 'finance',
  categoryLabel: 'Professional Courses',
  summary:
    'A 30-hour course that teaches managers without an accounting background to read accounts, manage budgets and cash, and judge investments.',
  description: [
    'Sooner or later every manager is handed a budget, a profit and loss report or a request to justify a purchase, often without any finance training. Smart Finance for Non-Finance Professionals closes that gap. It is written for engineers, operations and facilities managers, sales and marketing leads, HR heads and business owners who need to understand the numbers behind their decisions and hold their own in conversations with the finance team.',
    'Over 30 hours you learn to read the three core financial statements and see how they connect, then use ratios to judge profitability, liquidity and efficiency. The course moves on to budgeting and forecasting, costing and pricing, break-even analysis and the management of working capital and cash flow. It ends with investment appraisal, so you can compare projects using payback, net present value and return on investment, and with tips on presenting financial arguments clearly.',
    'No accounting background is expected, and jargon is explained as it appears. Examples come from the kinds of organisations participants work in, such as a facilities contractor bidding for a service contract, a clinic planning new equipment, or a retailer managing seasonal stock. Sessions are held in the classroom and online, either live with a group or one to one, and the fee may be paid in instalments.',
    'Participants who complete the course receive a Smart Finance certificate from Meridian Crest Academy, valid for life, and leave able to build and defend a departmental budget with confidence, or to read the accounts of a supplier or client before signing a contract with them.',
  ],
  duration: '30 hours',
  hours: 30,
  schedule:
    'Weekday or weekend sessions, or one-to-one coaching, on a timetable agreed at enrolment',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'Designed for professionals without an accounting background; no prior finance study is needed.',
  certificates: [
    'Smart Finance for Non-Finance Professionals certificate from Meridian Crest Academy, valid for life',
  ],
  careerRoles: [
    'Department Manager',
    'Operations Manager',
    'Project Manager',
    'Business Owner',
    'Budget Holder',
  ],
  highlights: [
    '30 hours of practical finance for managers',
    'No accounting background needed',
    'Financial statements, ratios, budgets, cash flow and investment appraisal',
    'Worked examples from facilities, healthcare and retail settings',
    'All study modes available, with payment by instalments',
    'Life-long certificate on completion',
  ],
  keywords: [
    'finance for non-finance',
    'smart finance',
    'finance for managers',
    'budgeting course',
    'financial statements',
    'NPV and ROI',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Read a balance sheet, income statement and cash flow statement',
      'Use key ratios to judge profitability, liquidity and efficiency',
      'Prepare and monitor a departmental budget and forecast',
      'Calculate costs, margins and break-even points',
      'Manage working capital and anticipate cash shortfalls',
      'Compare investments using payback, NPV and ROI',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'Better decisions backed by financial evidence',
      'Confidence in budget meetings and business case reviews',
      'Readiness for roles with profit and loss responsibility',
      'Clearer communication with finance colleagues and investors',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Managers and team leaders who hold a budget',
      'Engineers and technical specialists moving into management',
      'Founders and owners of small and growing businesses',
      'HR, sales, marketing and operations professionals',
    ],
  },
  content: {
    heading: 'Course content',
    items: [
      'The language of finance and the three financial statements',
      'Ratio analysis and financial health checks',
      'Budgeting, forecasting and variance analysis',
      'Costing, pricing and break-even analysis',
      'Working capital and cash flow management',
      'Investment appraisal: payback, NPV and ROI',
      'Presenting a financial business case',
    ],
  },
};
