import type { Course } from './types';

// Business management courses, in the spec's route-table order.
// Facts from spec section 9: Certified Strategic Manager UK 35 h, 14 modules;
// Certified Business Administrator UK 24 h, 8 modules; Event Management 24 h.

export const businessManagementCourses: Course[] = [
  {
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
  },
  {
    slug: 'certified-business-administrator',
    title: 'Certified Business Administrator UK',
    subject: 'business-management',
    categoryLabel: 'Professional Courses',
    summary:
      'Learn how a business runs day to day: a 24-hour, 8-module course in management, finance, marketing, operations, HR and office administration.',
    description: [
      'The Certified Business Administrator UK course gives a rounded grounding in how an organisation is run. It suits office and administration managers, supervisors, executive assistants, young entrepreneurs, and professionals from technical backgrounds who have moved into roles where they now handle budgets, people and customers without ever having studied business formally. If you have been asked to run an office, coordinate a department or support a growing business without a clear picture of how the pieces fit, this course fills that gap.',
      'The 24 hours are split into 8 modules, each covering one business function: the business environment and organisational structure, management and leadership, accounting and financial basics, marketing and sales, operations and quality, human resource administration, business law and ethics, and office administration with information systems. The aim is working fluency in every function rather than specialist depth in one, so that you can talk to finance, HR or marketing colleagues on their own terms.',
      'Learning is practical, with exercises such as reading a simple profit and loss statement, drafting a job description, writing a short marketing plan or mapping a customer process to remove delays. Study modes include online learning, classroom sessions, live online classes and one-to-one coaching, and the fee can be paid in instalments.',
      'On successful completion you receive the Certified Business Administrator UK certificate, valid for life, a credential that supports administrative, supervisory and general management roles in companies of every size. It also gives a solid base if you later decide to specialise in human resources, finance or strategic management.',
    ],
    duration: '24 hours, 8 modules',
    hours: 24,
    schedule:
      'Flexible: administration batches are agreed at enrolment, and one-to-one learners can fit sessions around office hours.',
    modes: ['Online live', 'Classroom', 'Live online', '1-1'],
    eligibility:
      'No formal prerequisite is stated for the business administration course; supervisors, assistants, graduates and business owners can all join after a free consultation.',
    certificates: ['Certified Business Administrator UK certificate, valid for life'],
    careerRoles: [
      'Business Administrator',
      'Office Manager',
      'Administration Manager',
      'Operations Executive',
      'Executive Assistant',
    ],
    highlights: [
      '24 hours across 8 business function modules',
      'Management, finance, marketing, operations, HR and law in one course',
      'Practical exercises with financial statements, job descriptions and process maps',
      'Suited to administrators, supervisors and new business owners',
      'Business administration classes online, in class, live online or 1-1',
      'Certificate valid for life; course fee payable in instalments',
    ],
    moduleCount: 8,
    keywords: [
      'Certified Business Administrator UK',
      'business administration course',
      'business administrator certification',
      'office management',
      'management course',
      'administration training',
    ],
    outcomes: {
      heading: 'What you will be able to do',
      items: [
        'Explain how the main business functions fit together in an organisation',
        'Read basic financial statements and manage a departmental budget',
        'Support marketing, sales and customer service activities',
        'Organise operations and office processes for quality and efficiency',
        'Handle core HR administration such as recruitment records and job descriptions',
        'Recognise the legal and ethical duties that apply to day-to-day business',
      ],
    },
    careerBenefits: {
      heading: 'Career benefits',
      items: [
        'Prepares you for office manager and administration manager positions',
        'Helps technical specialists move into general management',
        'Gives entrepreneurs a structured view of running their own company',
        'A business administration certificate that remains valid for life',
      ],
    },
    audience: {
      heading: 'Who should attend',
      items: [
        'Office and administration managers',
        'Supervisors and team leaders',
        'Executive and personal assistants',
        'Engineers and technical staff moving into management',
        'Young entrepreneurs and small business owners',
      ],
    },
    content: {
      heading: 'Course content',
      intro: 'The course is divided into 8 modules, one for each business function.',
      items: [
        'Module 1: The business environment and organisational structures',
        'Module 2: Principles of management and leadership',
        'Module 3: Accounting and financial fundamentals for administrators',
        'Module 4: Marketing, sales and customer service',
        'Module 5: Operations, processes and quality',
        'Module 6: Human resource administration',
        'Module 7: Business law, ethics and compliance',
        'Module 8: Office administration, records and information systems',
      ],
    },
  },
  {
    slug: 'event-management-course',
    title: 'Event Management Course',
    subject: 'business-management',
    categoryLabel: 'Professional Courses',
    summary:
      'Plan, budget and deliver conferences, exhibitions, launches and celebrations with a practical 24-hour event management course.',
    description: [
      "Conferences, exhibitions, product launches, weddings and community festivals all depend on organisers who can keep many moving parts on schedule and on budget. This event management course is for people who want to do that professionally: hospitality and tourism staff, marketing and PR teams, office administrators who are handed the company's events, and entrepreneurs thinking of starting an events business. The skills apply equally to corporate conferences in Dubai and Abu Dhabi and to weddings and community celebrations in Kerala.",
      'During 24 hours of training you follow an event from first idea to close-out. You set objectives and a concept, build a budget and look for sponsorship, choose venues and negotiate with suppliers, plan the programme, logistics and staffing, and promote the event and manage registrations. Risk, health and safety, permits and crowd management are covered, together with on-the-day coordination and a post-event evaluation measured against the objectives you set at the start. You also learn to work with the many teams that make an event happen, from venue staff and caterers to audio-visual crews, security and volunteers.',
      'Exercises are built around a mock event that you plan in stages, producing a budget sheet, a supplier comparison, a run sheet and a risk checklist along the way. Trainer feedback on each document helps you improve it before the next stage. You can join online, in a classroom, through live online sessions or one-to-one, and spread the fee over instalments.',
      'Completing the course earns an event management certificate, valid for life, plus a set of planning documents you can reuse as templates or show to prospective employers and clients.',
    ],
    duration: '24 hours',
    hours: 24,
    schedule:
      'Flexible: event management batches are set at enrolment, and one-to-one sessions can be arranged around event seasons and shift work.',
    modes: ['Online live', 'Classroom', 'Live online', '1-1'],
    eligibility:
      'No formal entry requirement is stated for event management; enthusiasm for organising and working with people matters more than a specific background, and counsellors are happy to advise.',
    certificates: ['Event management course certificate, valid for life'],
    careerRoles: [
      'Event Coordinator',
      'Event Executive',
      'Event Manager',
      'Exhibition Coordinator',
      'Wedding and Party Planner',
      'Hospitality Events Officer',
    ],
    highlights: [
      '24 hours of practical event management training',
      'Plan a mock event from concept to post-event review',
      'Budgeting, sponsorship, venues and supplier negotiation',
      'Risk, permits, health and safety and crowd management',
      'Event classes online, in a classroom, live online or 1-1',
      'Certificate valid for life; event course fee payable in instalments',
    ],
    keywords: [
      'event management course',
      'event planning',
      'event coordinator training',
      'exhibition management',
      'wedding planning',
      'corporate events',
    ],
    outcomes: {
      heading: 'What you will be able to do',
      items: [
        'Define event objectives, audience and concept',
        'Build and control an event budget, including sponsorship income',
        'Select venues and negotiate with caterers, AV and other suppliers',
        'Plan the programme, logistics, staffing and run sheet',
        'Manage risk, permits, health and safety and crowd flow',
        'Evaluate an event against its objectives and report the results',
      ],
    },
    careerBenefits: {
      heading: 'Career benefits',
      items: [
        'An entry route into event, exhibition and hospitality careers',
        'Makes you the reliable organiser of corporate events within your company',
        'Provides templates and planning documents for a freelance or events business',
        'An event management certificate with lifetime validity',
      ],
    },
    audience: {
      heading: 'Who should attend',
      items: [
        'Hospitality, hotel and tourism staff',
        'Marketing, PR and communications teams',
        'Office administrators and executive assistants who organise company events',
        'Entrepreneurs planning an events or wedding business',
        'Graduates interested in an events career',
      ],
    },
    content: {
      heading: 'Course content',
      items: [
        'Event concepts, objectives and types of events',
        'Budgeting, sponsorship and financial control',
        'Venue selection, suppliers and contract negotiation',
        'Programme, logistics and staffing plans',
        'Event marketing, registrations and guest experience',
        'Risk, health and safety, permits and crowd management',
        'On-site coordination and run sheets',
        'Post-event evaluation and reporting',
      ],
    },
  },
];
