import type { Course } from '../types';

export const certifiedStrategicManager: Course = {
  slug: 'certified-strategic-manager',
  title: 'Certified Strategic Manager UK',
  subject: 'business-management',
  categoryLabel: 'Professional Courses',
  summary:
    'Turn strategy into results: a 35-hour, 14-module course in strategic analysis, planning, execution and performance for current and future managers.',
  description: [
    'The Certified Strategic Manager UK programme is for managers who are expected to think beyond the current quarter: department heads, business unit leaders, entrepreneurs and high-potential professionals being prepared for senior roles. It explains how strategy is formed, how it is tested against the market and, above all, how it is turned into plans, budgets and measurable results that a team can deliver. The course is equally useful for managers who have inherited a strategy and need to explain and implement it.',
    'Over 35 hours the course works through 14 modules. The early modules deal with purpose and direction, analysis of the external environment and the industry, internal capabilities and the sources of competitive advantage. The middle of the programme covers business-level and corporate strategy, growth through partnerships or acquisitions, international expansion, innovation and digital strategy. The final modules are about execution: structure and culture, strategic planning and budgeting, the balanced scorecard and KPIs, strategic risk, governance and leading change. Each module ends with a short reflection on how the topic applies in your own organisation.',
    "Each module pairs a framework with a short case. PESTLE, Porter's five forces, SWOT, the Ansoff matrix and the balanced scorecard are applied to organisations learners know, and by the end you will have drafted a strategy outline for your own business or department. Classes can be attended online, in a classroom, in live online batches or one-to-one, and the fee can be paid in instalments.",
    'Learners who complete the course are awarded the Certified Strategic Manager UK certificate, valid for life, recognising structured training in strategic management. The strategy outline you prepare during the course also gives you a practical document to present to your own leadership team.',
  ],
  duration: '35 hours, 14 modules',
  hours: 35,
  schedule:
    'Flexible: the 14 modules are scheduled in batches agreed at enrolment, with one-to-one sessions available for senior managers with tight calendars.',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'No formal entry requirement is published for this strategy programme; it is aimed at managers, entrepreneurs and professionals moving into leadership, and a counsellor can help you judge readiness.',
  certificates: ['Certified Strategic Manager UK certificate, valid for life'],
  careerRoles: [
    'Strategy Manager',
    'Business Development Manager',
    'General Manager',
    'Business Unit Head',
    'Corporate Planning Analyst',
  ],
  highlights: [
    '35 hours of training in 14 modules',
    'From strategic analysis through execution and review',
    'PESTLE, five forces, SWOT, Ansoff and the balanced scorecard in practice',
    'Draft a strategy outline for your own organisation',
    'Strategy classes online, in a classroom, live online or 1-1',
    'Lifetime-valid certificate; programme fee payable in instalments',
  ],
  moduleCount: 14,
  keywords: [
    'Certified Strategic Manager UK',
    'strategic management course',
    'strategic manager certification',
    'business strategy',
    'strategic planning',
    'balanced scorecard',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Analyse the external environment and industry forces affecting your organisation',
      'Assess internal resources and capabilities to find a real competitive advantage',
      'Evaluate growth options, including new markets, partnerships and acquisitions',
      'Translate strategic objectives into plans, budgets and KPIs',
      'Monitor performance with a balanced scorecard and adjust course',
      'Lead people through the changes that a new strategy requires',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'Prepares you for senior management and strategy roles',
      'Helps you contribute credibly to board and leadership discussions',
      'Useful for entrepreneurs planning growth or new ventures',
      'A strategic management certificate valid for life',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Department heads and middle managers',
      'Business unit leaders and general managers',
      'Entrepreneurs and business owners',
      'High-potential professionals in leadership development programmes',
      'Business development and corporate planning staff',
    ],
  },
  content: {
    heading: 'Course content',
    intro: 'The programme is delivered in 14 modules.',
    items: [
      'Module 1: Introduction to strategic management and the strategy process',
      'Module 2: Vision, mission, values and strategic objectives',
      'Module 3: External environment analysis with PESTLE and scenarios',
      'Module 4: Industry and competitor analysis',
      'Module 5: Internal analysis: resources, capabilities and the value chain',
      'Module 6: Competitive advantage and business-level strategy',
      'Module 7: Corporate strategy, diversification and portfolio management',
      'Module 8: Growth strategies: organic growth, alliances, mergers and acquisitions',
      'Module 9: International strategy',
      'Module 10: Innovation and digital strategy',
      'Module 11: Strategy implementation, structure and culture',
      'Module 12: Strategic planning, budgeting and resource allocation',
      'Module 13: Performance management with the balanced scorecard and KPIs',
      'Module 14: Strategic risk, governance, sustainability and leading change',
    ],
  },
};
