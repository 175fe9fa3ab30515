import type { Course } from './types';

// Soft skills courses, in the spec's route-table order.
// Facts from spec section 9: Leadership and Management for Engineers 24 h, 16 modules; Diversity & Culture
// Training 16 h, 2 modules; Negotiation Skills 24 h, 8 modules; Certified Training Manager 24 h, 5 modules;
// Train the Trainer 24 h, 5 modules; Personality Development and public speaking 24 h.

export const softSkillsCourses: Course[] = [
  {
    slug: 'leadership-management-engineers',
    title: 'Leadership and Management for Engineers',
    subject: 'soft-skills',
    categoryLabel: 'Key Courses',
    summary:
      'A 24-hour, 16-module course that helps engineers move from technical specialist to confident leader of people, projects and budgets.',
    description: [
      'Engineers are usually promoted because they are technically strong, and then discover that the new job is mostly about people, priorities and money. Leadership and Management for Engineers at Meridian Crest Academy is built for that moment. It serves site engineers, design engineers, maintenance and facilities engineers, and technical specialists who have recently taken charge of a team or expect to soon.',
      'The course packs 16 modules into 24 hours, each one short and focused on a single skill. Early modules deal with the shift in identity from doer to leader, leadership styles and emotional intelligence. The middle of the course covers communicating with clients and non-technical managers, delegating without losing control, running performance conversations and making decisions with incomplete information. Later modules turn to planning and budgets, safety leadership, conflict on site, coaching, leading change and professional ethics, and the last module pulls everything into a personal development plan.',
      'Training is available online live, in the classroom at our centres in Kerala, Dubai, Sharjah and Abu Dhabi, through live online batches, or one-to-one. Trainers use scenarios from construction, plant operations, building services and engineering consultancies, and learners rehearse difficult conversations in role-play rather than only reading about them. Between sessions you are asked to try one new habit at work, such as a delegation conversation or a weekly team briefing, and to report back on what happened. Fees can be settled in instalments.',
      'Participants who complete the course receive a Meridian Crest Academy certificate in Leadership and Management for Engineers, valid for life, which shows an employer that your technical expertise now comes with the people skills to lead.',
    ],
    duration: '24 hours, 16 modules',
    hours: 24,
    schedule:
      'Weekday evening or weekend sessions planned around site rosters, with one-to-one scheduling available; dates are fixed at enrolment.',
    modes: ['Online live', 'Classroom', 'Live online', '1-1'],
    eligibility:
      'Open to engineers and technical professionals who lead, or are preparing to lead, people and projects.',
    certificates: ['Certificate in Leadership and Management for Engineers, valid for life'],
    careerRoles: ['Engineering Team Leader', 'Project Engineer', 'Maintenance Manager', 'Site Manager', 'Technical Manager'],
    highlights: [
      '16 focused modules delivered in 24 hours',
      'Written for engineers stepping into their first leadership role',
      'Role-play of real site and office situations',
      'A personal leadership development plan to take back to work',
      'Learn online live, in a classroom, in a live online batch or 1-1',
      'Instalment payment and a certificate valid for life',
    ],
    moduleCount: 16,
    keywords: ['leadership for engineers', 'engineering management', 'team leadership', 'management skills', 'supervisor training', 'soft skills'],
    outcomes: {
      heading: 'What you will be able to do',
      items: [
        'Adapt your leadership style to the people and the situation in front of you',
        'Explain technical issues clearly to clients, managers and non-engineers',
        'Delegate work and follow it up without micromanaging',
        'Hold performance and feedback conversations with confidence',
        'Plan work, manage budgets and make decisions under pressure',
        'Resolve conflict and lead your team through change',
      ],
    },
    careerBenefits: {
      heading: 'Career benefits',
      items: [
        'Prepares you for promotion from engineer to team leader or manager',
        'Makes you more effective with clients and senior stakeholders',
        'Reduces the trial and error of a first management role',
        'Strengthens your profile for project and site management positions',
      ],
    },
    audience: {
      heading: 'Who should attend',
      items: [
        'Newly promoted engineering team leaders and supervisors',
        'Site, project and maintenance engineers aiming for management',
        'Facilities and building services engineers who manage technicians',
        'Technical specialists who lead multidisciplinary teams',
        'Engineering graduates who want leadership skills early',
      ],
    },
    content: {
      heading: 'Course content',
      intro: 'Sixteen modules, each built around one leadership skill.',
      items: [
        'Module 1: From engineer to leader: the change in role and mindset',
        'Module 2: Leadership styles and situational leadership',
        'Module 3: Self-awareness and emotional intelligence',
        'Module 4: Communicating with technical and non-technical audiences',
        'Module 5: Building and developing an engineering team',
        'Module 6: Delegation and empowerment',
        'Module 7: Motivation and performance management',
        'Module 8: Decision-making and problem-solving',
        'Module 9: Planning, prioritising and managing time',
        'Module 10: Managing resources, budgets and cost',
        'Module 11: Safety leadership and risk awareness',
        'Module 12: Handling conflict on site and in the office',
        'Module 13: Coaching and giving feedback',
        'Module 14: Leading change and encouraging innovation',
        'Module 15: Ethics, accountability and professional responsibility',
        'Module 16: Your personal leadership development plan',
      ],
    },
  },
  {
    slug: 'diversity-culture-training',
    title: 'Diversity & Culture Training',
    subject: 'soft-skills',
    categoryLabel: 'Key Courses',
    summary:
      'A 16-hour, 2-module workshop on inclusion, unconscious bias and working well with colleagues and clients from many cultures and backgrounds.',
    description: [
      'Workplaces across the Gulf and India bring together people of many nationalities, languages, faiths and generations. That mix is a real strength, but only when people understand one another well enough to cooperate. Diversity & Culture Training at Meridian Crest Academy helps employees, managers and HR teams turn a diverse workforce into a team that communicates clearly and treats everyone fairly.',
      'The programme lasts 16 hours and is organised in 2 modules. The first looks inward: what diversity and inclusion mean in practice, how unconscious bias and stereotypes shape everyday decisions, and how small behaviours make colleagues feel included or shut out. The second looks outward at working across cultures: differences in directness, hierarchy, time and relationship-building, how misunderstandings arise in meetings and emails, and what inclusive leaders do when hiring, allocating work and running teams.',
      'Sessions can be attended online live, in our classrooms in Kerala, Dubai, Sharjah and Abu Dhabi, in live online groups, or one-to-one. The trainer works through case studies, short self-assessments and group discussion, and companies can request the course for a whole department. Participants are invited to share their own experiences of working abroad or alongside colleagues from other countries, which keeps the discussion grounded in real situations. Each module ends with a short personal action plan. Payment in instalments is possible for individual learners.',
      'Each participant who completes the workshop receives a Diversity & Culture Training certificate, valid for life. More importantly, you leave with practical habits for bridging cultural gaps that you can use from your next meeting, call or email onwards, whoever is on the other side.',
    ],
    duration: '16 hours, 2 modules',
    hours: 16,
    schedule:
      'Run as an intensive workshop or spread over a few weekday or weekend sessions; in-company timings can be arranged for teams.',
    modes: ['Online live', 'Classroom', 'Live online', '1-1'],
    eligibility:
      'Open to employees at every level, as well as managers, HR professionals and anyone working in a multicultural environment.',
    certificates: ['Diversity & Culture Training certificate, valid for life'],
    careerRoles: ['Diversity and Inclusion Officer', 'HR Business Partner', 'Team Manager', 'Customer Relations Executive'],
    highlights: [
      '16 hours of interactive training in 2 modules',
      'Practical focus on multicultural workplaces in the GCC and India',
      'Unconscious bias explored through self-assessment and case studies',
      'Suitable for individuals or for whole teams',
      'Attend online live, in class, in a live online group or 1-1',
      'Instalments for individual fees; lifetime-valid certificate',
    ],
    moduleCount: 2,
    keywords: ['diversity training', 'cultural awareness', 'inclusion', 'unconscious bias', 'cross-cultural communication', 'workplace culture'],
    outcomes: {
      heading: 'What you will be able to do',
      items: [
        'Explain what diversity and inclusion mean in day-to-day work',
        'Notice unconscious bias in your own judgements and reduce its effect',
        'Adapt your communication style to colleagues from other cultures',
        'Prevent and repair cross-cultural misunderstandings',
        'Contribute to fair, inclusive practices in hiring and teamwork',
      ],
    },
    careerBenefits: {
      heading: 'Career benefits',
      items: [
        'Makes you a more effective colleague in international teams',
        'Supports client-facing roles that serve diverse customers',
        'Adds inclusion skills valued in HR and people-management roles',
        'Helps managers build teams where everyone contributes',
      ],
    },
    audience: {
      heading: 'Who should attend',
      items: [
        'Employees working in multinational and multicultural teams',
        'Managers and team leaders responsible for mixed teams',
        'HR, recruitment and learning professionals',
        'Customer service and hospitality staff serving international guests',
        'Organisations building an inclusive workplace culture',
      ],
    },
    content: {
      heading: 'Course content',
      intro: 'Two modules, one on inclusion and one on culture.',
      items: [
        'Module 1: Diversity and inclusion at work: dimensions of diversity, unconscious bias, stereotypes and inclusive behaviour',
        'Module 2: Working across cultures: cultural dimensions, communication styles, resolving misunderstandings and inclusive leadership',
      ],
    },
  },
  {
    slug: 'negotiation-skills-course',
    title: 'Negotiation Skills Course',
    subject: 'soft-skills',
    categoryLabel: 'Key Courses',
    summary:
      'Prepare, bargain and close better deals: a 24-hour, 8-module negotiation course with role-plays for sales, procurement, contracts and management.',
    description: [
      'Whether you are agreeing a supplier price, a contract variation, a salary or a project deadline, the outcome depends on how well you prepare and how calmly you handle the other side. The Negotiation Skills Course at Meridian Crest Academy is designed for sales and account managers, procurement and contracts staff, facilities and project managers, and business owners who negotiate regularly and want a dependable method rather than instinct alone.',
      'The course runs for 24 hours across 8 modules. You start by separating positions from interests and learning to prepare properly: your best alternative to a negotiated agreement, your walk-away point and a realistic target. You then study your own negotiation style, practise questioning and active listening, and learn how to create value through trade-offs before claiming it through anchoring, concessions and a clean close. The final modules deal with hard-bargaining tactics, deadlock and emotion, and with negotiating as a team and across cultures.',
      'Every module includes a negotiation exercise, recorded or observed, with feedback from the trainer and the group. You can join online live, attend a classroom in Kerala, Dubai, Sharjah or Abu Dhabi, take a live online batch or book one-to-one coaching, and fees can be paid in instalments. Exercises are drawn from supplier contracts, sales proposals, service agreements and internal resource requests, so the practice resembles the deals you actually face.',
      'On completing the course you are awarded a Negotiation Skills certificate from the academy, valid for life, and a personal preparation template you can reuse before every important negotiation, large or small, so that good preparation becomes a routine.',
    ],
    duration: '24 hours, 8 modules',
    hours: 24,
    schedule:
      'Weekday or weekend sessions with practice negotiations in each class; one-to-one coaching can be timed before a real negotiation.',
    modes: ['Online live', 'Classroom', 'Live online', '1-1'],
    eligibility:
      'Open to professionals and business owners at any level who negotiate with clients, suppliers, colleagues or partners.',
    certificates: ['Negotiation Skills certificate, valid for life'],
    careerRoles: ['Sales Manager', 'Procurement Officer', 'Contracts Manager', 'Business Development Executive', 'Account Manager'],
    highlights: [
      '8 modules over 24 hours, each with a practice negotiation',
      'A reusable preparation method built around BATNA and walk-away points',
      'Feedback from the trainer and peers on your negotiating style',
      'Tactics for deadlock, pressure and difficult counterparts',
      'Choose online live, classroom, live online or 1-1 training',
      'Spread the fee in instalments; certificate valid for life',
    ],
    moduleCount: 8,
    keywords: ['negotiation skills', 'negotiation course', 'BATNA', 'bargaining', 'sales negotiation', 'procurement negotiation', 'soft skills'],
    outcomes: {
      heading: 'What you will be able to do',
      items: [
        'Prepare a negotiation plan with clear interests, alternatives and limits',
        'Recognise your own negotiation style and adjust it to the situation',
        'Use questions and active listening to uncover the other side\'s priorities',
        'Create value through trade-offs and package deals',
        'Make and manage concessions and close agreements cleanly',
        'Stay composed against pressure tactics and break deadlocks',
      ],
    },
    careerBenefits: {
      heading: 'Career benefits',
      items: [
        'Improves the commercial results you deliver for your employer',
        'Strengthens your position in salary and contract discussions',
        'Builds credibility in sales, procurement and contract roles',
        'Helps you protect relationships while still holding firm',
      ],
    },
    audience: {
      heading: 'Who should attend',
      items: [
        'Sales, account and business development professionals',
        'Procurement, purchasing and contracts staff',
        'Project and facilities managers dealing with clients and vendors',
        'Entrepreneurs and business owners',
        'Team leaders who negotiate resources and deadlines internally',
      ],
    },
    content: {
      heading: 'Course content',
      intro: 'Eight modules, each ending with a live practice round.',
      items: [
        'Module 1: Foundations of negotiation: positions, interests and value',
        'Module 2: Preparation: BATNA, walk-away point and target',
        'Module 3: Negotiation styles and self-assessment',
        'Module 4: Questioning, active listening and reading the other side',
        'Module 5: Creating value: trade-offs and integrative bargaining',
        'Module 6: Claiming value: anchoring, concessions and closing',
        'Module 7: Handling hard tactics, deadlock and emotions',
        'Module 8: Team and cross-cultural negotiation',
      ],
    },
  },
  {
    slug: 'certified-training-manager-course',
    title: 'Certified Training Manager',
    abbreviation: 'CTM',
    subject: 'soft-skills',
    categoryLabel: 'Key Courses',
    summary:
      'Run the training function end to end: needs analysis, programme design, delivery, budgets and evaluation, in a 24-hour, 5-module CTM course.',
    description: [
      'Running a training function is a management job, not only a teaching one. The Certified Training Manager (CTM) course at Meridian Crest Academy is aimed at learning and development officers, HR professionals, senior trainers and department heads who are responsible for deciding what training an organisation needs, buying or building it, and proving that it made a difference.',
      'The course takes 24 hours and is structured in 5 modules that follow the training cycle. You begin with the role of the training manager and how learning supports business strategy, then move to training needs analysis at organisation, team and individual level. The third module covers designing a programme and an annual training plan; the fourth deals with running delivery, choosing and managing external providers, scheduling and controlling a budget. The last module focuses on evaluation, from learner reaction through to behaviour change and business results, so you can report on the value of training to leadership.',
      'You can study online live, in a classroom at our Kerala, Dubai, Sharjah or Abu Dhabi centres, in a live online batch, or one-to-one. Assignments ask you to produce real working documents, such as a needs analysis and a training plan for your own organisation. Case discussions compare how training is organised in small firms, large corporates and multi-site operations, so you can adapt the approach to your setting. Fees can be paid in instalments.',
      'When you complete the course you receive the Certified Training Manager certificate, valid for life. It pairs naturally with the Train the Trainer course for those who both manage and deliver training.',
    ],
    duration: '24 hours, 5 modules',
    hours: 24,
    schedule:
      'Weekday or weekend sessions with assignments between classes; a one-to-one schedule is available for managers with busy calendars.',
    modes: ['Online live', 'Classroom', 'Live online', '1-1'],
    eligibility:
      'Suited to HR and L&D professionals, experienced trainers and managers who plan, buy or oversee training.',
    certificates: ['Certified Training Manager (CTM) certificate, valid for life'],
    careerRoles: ['Training Manager', 'Learning and Development Manager', 'Training Coordinator', 'HR Development Specialist', 'Corporate Training Lead'],
    highlights: [
      '24 hours of training in 5 modules',
      'Covers the full cycle from needs analysis to evaluation',
      'Produce a training needs analysis and plan for your own organisation',
      'Guidance on budgets, scheduling and managing training providers',
      'Available online live, in class, as live online or 1-1',
      'Instalment plan on fees; certificate valid for life',
    ],
    moduleCount: 5,
    keywords: ['certified training manager', 'CTM', 'training management', 'learning and development', 'training needs analysis', 'L&D course'],
    outcomes: {
      heading: 'What you will be able to do',
      items: [
        'Link a training strategy to business goals',
        'Carry out a training needs analysis at organisation, team and individual level',
        'Design programmes and an annual training plan',
        'Manage delivery, schedules, budgets and external providers',
        'Evaluate training at several levels and report its value',
      ],
    },
    careerBenefits: {
      heading: 'Career benefits',
      items: [
        'Prepares you to lead or set up a training department',
        'Adds a management credential to your L&D or HR experience',
        'Lets you speak the language of business results with senior leaders',
        'Supports a move from trainer to training manager',
      ],
    },
    audience: {
      heading: 'Who should attend',
      items: [
        'Training and L&D officers and coordinators',
        'HR professionals with responsibility for staff development',
        'Senior trainers moving into management',
        'Department heads who plan training for their teams',
        'Consultants who advise organisations on training',
      ],
    },
    content: {
      heading: 'Course content',
      intro: 'Five modules that follow the training cycle.',
      items: [
        'Module 1: The training manager\'s role and learning strategy',
        'Module 2: Training needs analysis',
        'Module 3: Designing programmes and the annual training plan',
        'Module 4: Managing delivery, providers, schedules and budgets',
        'Module 5: Evaluating training and reporting its impact',
      ],
    },
  },
  {
    slug: 'train-the-trainer-course',
    title: 'Train the Trainer',
    abbreviation: 'TTT',
    subject: 'soft-skills',
    categoryLabel: 'Key Courses',
    summary:
      'Learn to design and deliver engaging training: a 24-hour, 5-module Train the Trainer course for subject experts, supervisors and new trainers.',
    description: [
      'Knowing a subject well and being able to teach it are two different skills. Train the Trainer at Meridian Crest Academy is for people who already have expertise, whether technical, professional or operational, and now need to pass it on: in-house trainers, supervisors who induct new staff, subject-matter experts asked to run workshops, and professionals planning to work as independent trainers.',
      'Over 24 hours and 5 modules you learn how adults take in and keep new skills, and how to turn that into a well-built session with clear objectives, a logical structure and useful materials. You then work on delivery: voice, body language, pace and the confident use of slides and visual aids. The fourth module covers facilitation, including asking good questions, running activities and handling quiet, dominant or challenging participants. The final module shows you how to check learning, give constructive feedback and collect evaluation that helps you improve.',
      'The heart of the course is practice. You deliver short training segments to the group and receive structured feedback each time, so your confidence builds steadily. Classes run online live, in our classrooms in Kerala, Dubai, Sharjah and Abu Dhabi, in live online batches or one-to-one, with instalment payment available. Recording your practice deliveries, where the mode allows, lets you watch yourself and see your progress between the first and last sessions.',
      'Participants who complete the course receive a Train the Trainer certificate, valid for life. If you later take charge of a training function, the Certified Training Manager course covers the planning, budgeting and management side of the work.',
    ],
    duration: '24 hours, 5 modules',
    hours: 24,
    schedule:
      'Practical weekday or weekend sessions with a practice delivery in most classes; one-to-one sessions can be booked to suit your calendar.',
    modes: ['Online live', 'Classroom', 'Live online', '1-1'],
    eligibility:
      'Open to subject experts, supervisors and professionals who train or are about to start training others.',
    certificates: ['Train the Trainer certificate, valid for life'],
    careerRoles: ['Corporate Trainer', 'In-house Trainer', 'Training Facilitator', 'Technical Instructor', 'Freelance Trainer'],
    highlights: [
      '5 modules delivered in 24 hours',
      'Repeated practice deliveries with structured feedback',
      'Session design using clear objectives and adult learning principles',
      'Facilitation skills for handling every kind of participant',
      'Train online live, in a classroom, through live online or 1-1',
      'Fees in instalments if needed; certificate valid for life',
    ],
    moduleCount: 5,
    keywords: ['train the trainer', 'TTT', 'trainer course', 'facilitation skills', 'training delivery', 'instructional design', 'corporate trainer'],
    outcomes: {
      heading: 'What you will be able to do',
      items: [
        'Apply adult learning principles when planning training',
        'Write learning objectives and structure a complete session',
        'Prepare materials and visual aids that support learning',
        'Deliver with a confident voice, presence and pace',
        'Facilitate discussion and activities and manage group dynamics',
        'Assess learning, give feedback and evaluate your sessions',
      ],
    },
    careerBenefits: {
      heading: 'Career benefits',
      items: [
        'Opens roles as an in-house or corporate trainer',
        'Helps subject experts share knowledge more effectively',
        'Supports a freelance training or consulting career',
        'Improves presentation and facilitation skills useful in any role',
      ],
    },
    audience: {
      heading: 'Who should attend',
      items: [
        'New and aspiring trainers',
        'Subject-matter experts asked to run workshops or inductions',
        'Supervisors who coach and onboard staff',
        'HR and L&D team members',
        'Teachers and instructors moving into corporate training',
      ],
    },
    content: {
      heading: 'Course content',
      intro: 'Five modules that combine method with practice.',
      items: [
        'Module 1: How adults learn and what makes training stick',
        'Module 2: Designing a session: objectives, structure and materials',
        'Module 3: Delivery skills: voice, body language and visual aids',
        'Module 4: Facilitation, questioning and managing group dynamics',
        'Module 5: Assessing learning, giving feedback and evaluating training',
      ],
    },
  },
  {
    slug: 'personality-development-course',
    title: 'Personality Development and Public Speaking',
    subject: 'soft-skills',
    categoryLabel: 'Key Courses',
    summary:
      'Build confidence, presence and a clear speaking voice in a 24-hour personality development and public speaking course with lots of stage practice.',
    description: [
      'Confidence shows in how you walk into a room, how you introduce yourself and how you hold an audience when it is your turn to speak. Personality Development and Public Speaking at Meridian Crest Academy helps students, graduates preparing for interviews, young professionals and anyone held back by nerves to present themselves with assurance, in conversation and on stage.',
      'The course runs for 24 hours. The first part works on the person: self-awareness, self-esteem, positive habits, body language, grooming and everyday etiquette. The second part works on the voice and the message: breathing, clarity, pace and tone, then structuring a talk with a strong opening and a memorable close. You practise impromptu speaking, telling a story, answering questions and managing stage fright, and you finish by giving a prepared speech to the group.',
      'Because speaking improves only by speaking, every session includes time in front of others, with specific, encouraging feedback from the trainer. You can attend online live, in a classroom in Kerala, Dubai, Sharjah or Abu Dhabi, in a live online batch or one-to-one, which many first-time speakers prefer at the start. Small exercises, such as a one-minute self-introduction or a short talk on a favourite topic, grow session by session into longer and more demanding speeches. Instalment payment is available.',
      'Learners who complete the course receive a Personality Development and Public Speaking certificate from the academy, valid for life, along with noticeably more confidence for interviews, meetings and presentations. Many learners pair it with the academy\'s language and presentation courses to keep building on what they have started.',
    ],
    duration: '24 hours',
    hours: 24,
    schedule:
      'Evening, weekend or one-to-one sessions, with speaking practice in every class; the timetable is arranged when you join.',
    modes: ['Online live', 'Classroom', 'Live online', '1-1'],
    eligibility:
      'Open to students, graduates, working professionals and anyone who wants to speak and present with more confidence.',
    certificates: ['Personality Development and Public Speaking certificate, valid for life'],
    careerRoles: ['Customer-facing Executive', 'Sales Representative', 'Team Leader', 'Presenter or Spokesperson', 'Front Office Executive'],
    highlights: [
      '24 hours of coaching with speaking practice in every session',
      'Body language, grooming and etiquette as well as speech skills',
      'Techniques for controlling nerves and stage fright',
      'Impromptu speaking and a final prepared speech',
      'Learn online live, in the classroom, live online or 1-1',
      'Pay in instalments; certificate valid for life',
    ],
    keywords: ['personality development', 'public speaking', 'confidence building', 'communication skills', 'stage fear', 'presentation skills', 'soft skills'],
    outcomes: {
      heading: 'What you will be able to do',
      items: [
        'Present yourself confidently in interviews, meetings and social settings',
        'Use posture, eye contact and gesture to support your message',
        'Speak clearly with good breathing, pace and tone',
        'Structure a talk with a strong opening, body and close',
        'Manage nerves and speak without a script when needed',
        'Answer questions from an audience calmly',
      ],
    },
    careerBenefits: {
      heading: 'Career benefits',
      items: [
        'Improves performance at job and university interviews',
        'Makes you more visible and persuasive at work',
        'Prepares you for client-facing and leadership roles',
        'Builds the confidence to volunteer for presentations',
      ],
    },
    audience: {
      heading: 'Who should attend',
      items: [
        'Students and fresh graduates preparing for interviews',
        'Young professionals early in their careers',
        'Employees who must present to teams, clients or management',
        'Anyone who feels nervous speaking in front of others',
      ],
    },
    content: {
      heading: 'Course content',
      intro: 'Topics covered over the 24 hours.',
      items: [
        'Self-awareness, self-esteem and a positive attitude',
        'Body language, grooming and first impressions',
        'Etiquette and interpersonal skills',
        'Voice: breathing, clarity, pace and tone',
        'Structuring a speech: openings, key messages and closings',
        'Overcoming stage fright',
        'Impromptu speaking, storytelling and handling questions',
        'Final prepared speech with feedback',
      ],
    },
  },
];
