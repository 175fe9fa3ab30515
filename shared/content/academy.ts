// Copy for the academy pages of the specification: About, Chairman's Message, Our Story,
// Education and Career Counselling, Register (disclaimer terms), Awards and Our Infrastructure.
// The academy's name always comes from site.ts, so renaming the academy is a one-line change.

import { site } from './site';

/** The chairman and founder is fictional; the same person signs the letter and tells the story. */
const chairmanName = 'Mathew Varghese Kurian';

// ---------------------------------------------------------------------------
// About (/about)
// ---------------------------------------------------------------------------

export const aboutStory: string[] = [
  `${site.name} began with a simple observation made on the plant-room floors of office towers, hospitals and shopping malls: the people who keep buildings running are rarely taught how to manage them. Technicians become supervisors and supervisors become facility managers, often without a single hour of structured training in contracts, budgets, safety or leadership. We were founded to close that gap, and facilities management (FM) is still the heart of what we teach.`,
  `Today we run centres in Kerala, India and in Dubai, Sharjah and Abu Dhabi in the UAE, so a learner can start a course in Kochi and finish it after taking a job in the Gulf without losing a step. Classes are offered in the classroom, live online and one to one, and most programmes can be paid for in instalments, because a working professional's time and budget are rarely predictable.`,
  `From our FM roots we have grown into a full professional academy. Alongside our core FM diplomas and credential courses we teach artificial intelligence, human resources, finance, procurement, project management, logistics and supply chain, business management, Lean Six Sigma and soft skills. Many of these programmes are CPD-accredited, and our quality systems follow ISO 9001:2015 and ISO 21001:2018.`,
  `Language has always travelled with careers, so we also teach business English, spoken English and spoken Arabic, and prepare learners for IELTS, TOEFL and the SAT. Whether you are a fresh graduate, a parent planning a child's studies abroad, or a manager preparing for the next promotion, our trainers and counsellors will help you choose the course that fits where you want to go.`,
];

export const visionMissionValues: {
  title: 'Vision' | 'Mission' | 'Core Values';
  text: string;
  /** One line set large beside the text, on the slides without a list of values. */
  highlight?: string;
  values?: { name: string; text: string }[];
}[] = [
  {
    title: 'Vision',
    text: 'To be the academy that working professionals in India and the GCC trust first when they want a skill that changes their career: practical, internationally recognised and taught by people who have done the job themselves.',
    highlight: 'Practical, recognised skills that change careers across India and the GCC.',
  },
  {
    title: 'Mission',
    text: 'To give every learner, whether a fresh graduate, a career changer or a senior manager, a clear path from where they are to where they want to be, through accredited courses, flexible study modes, honest counselling and support that continues after the final exam.',
    highlight:
      'A clear path for every learner, from the first enquiry to the final exam and beyond.',
  },
  {
    title: 'Core Values',
    text: 'Four values guide how we teach, how we advise and how we treat every learner who walks through our doors or joins a class online.',
    values: [
      {
        name: 'Excellence',
        text: 'We hold our courses, our trainers and ourselves to international standards, and we review every programme so it stays current with the industry.',
      },
      {
        name: 'Innovation',
        text: 'We adopt new tools and methods, from live online classrooms to AI-proctored exams, whenever they help people learn better.',
      },
      {
        name: 'Integrity',
        text: 'We give honest advice about which course suits you, explain our terms clearly and keep the promises we make.',
      },
      {
        name: 'Empowerment',
        text: 'We measure our success by the confidence, skills and opportunities our learners carry into their working lives.',
      },
    ],
  },
];

// ---------------------------------------------------------------------------
// Chairman's Message (/chairmans-message)
// ---------------------------------------------------------------------------

export const chairmansLetter: {
  greeting: string;
  paragraphs: string[];
  signature: string;
  role: string;
  bio: string;
} = {
  greeting: 'Dear learners, parents and partners,',
  paragraphs: [
    `Thank you for taking the time to learn about ${site.name}. Whether you are choosing your first professional course, planning a son's or daughter's studies, or looking for training for your team, you are making a decision about the future, and I do not take that trust lightly.`,
    'I spent most of my working life in facilities management, first on the technical side and later leading teams that looked after towers, hospitals and residential communities. Again and again I met capable people who had been promoted into management and then left to learn it alone. Many of them succeeded despite the system rather than because of it. This academy exists so that the next generation does not have to.',
    'Our promise is practical learning. Every programme is built around the work you will actually do: the contract you will have to manage, the budget you will have to defend, the team you will have to lead or the presentation you will have to give. Our trainers are certified specialists who have faced these situations themselves, and our courses carry recognised accreditations so that your effort is rewarded wherever your career takes you.',
    'Our centres in Kerala and in Dubai, Sharjah and Abu Dhabi reflect the journey that so many of our learners make between India and the Gulf. We have arranged our classes, online, in the classroom and one to one, so that you can keep learning when you change cities, change jobs or change shifts.',
    'To parents, I would say this: we will counsel your children honestly. If a course is not the right fit, we will tell you, and we will help you find one that is. To employers, I offer a partner who will listen to your needs before recommending any training.',
    'I look forward to welcoming you, and to hearing one day about the career you built.',
  ],
  signature: chairmanName,
  role: 'Chairman',
  bio: 'Founder of the academy, with more than 25 years in facilities management across India and the UAE.',
};

// ---------------------------------------------------------------------------
// Our Story (/our-story)
// ---------------------------------------------------------------------------

export const ourStory: {
  intro: string[];
  /** Headline figures shown beside the introduction. */
  facts: { value: string; label: string }[];
  sections: { heading: string; paragraphs: string[] }[];
  /** `goal` is the spec's wording, shown large. */
  vision: { heading: string; goal: string; text: string };
} = {
  intro: [
    `Every academy has a reason for existing. Ours is a career in facilities management that now spans more than 25 years, and a founder who decided that the lessons of those years should not stay in one person's head.`,
    `${chairmanName}, our founder and chairman, started out fixing chillers and reading electrical drawings. He finished as the leader of large facilities teams across India and the UAE. ${site.name} is what he built so that others could make that climb faster and with better support.`,
  ],
  facts: [
    { value: '25+', label: 'years in facilities management' },
    { value: '4', label: 'centres in Kerala, Dubai, Sharjah and Abu Dhabi' },
    { value: '1000', label: 'future leaders by the end of 2026' },
  ],
  sections: [
    {
      heading: 'From the plant room to the boardroom',
      paragraphs: [
        'His first job was on the maintenance team of a commercial building in Kerala, where a good day meant that nobody noticed his work. When the lifts ran, the lights stayed on and the air conditioning held steady, the occupants never thought about the team behind it. He learned early that facilities management is invisible when it is done well and unforgettable when it is not.',
        'A move to the Gulf brought bigger sites and bigger responsibilities: mixed-use towers, malls and healthcare facilities where thousands of people depended on systems running around the clock. Over more than 25 years in facilities management he moved from technician to supervisor, from supervisor to facility manager and, finally, to leading multi-site operations.',
      ],
    },
    {
      heading: 'The gap he could not ignore',
      paragraphs: [
        'Along the way he interviewed hundreds of candidates and mentored dozens of young engineers. The pattern was always the same. Technical skill was plentiful, but very few people had been taught how to write a service level agreement, plan a preventive maintenance programme, control an operating budget or lead a team of contractors from different countries.',
        'He began running informal evening sessions for his own staff. Word spread, colleagues from other companies asked to join, and the sessions outgrew the meeting room. That was the moment he decided that training deserved his full attention.',
      ],
    },
    {
      heading: 'Building the academy',
      paragraphs: [
        `${site.name} opened with facilities management at its core, teaching the diplomas and credential courses that he wished had existed when he started. Centres followed in Kerala and in Dubai, Sharjah and Abu Dhabi, so that learners could study on either side of the Arabian Sea.`,
        'As learners progressed into management, they asked for more: project management, procurement, human resources, finance, quality and, more recently, artificial intelligence. Language courses and exam preparation followed, because a career across borders depends on confident communication. Each new programme was held to the same test he applied to his own teams: will it help someone do the job better on Monday morning?',
      ],
    },
    {
      heading: 'What has not changed',
      paragraphs: [
        'The academy is larger now, with certified specialists teaching more than 180 core and credential courses. But the founding idea is the same. Every learner deserves practical teaching, honest advice and someone who believes they can go further than they think.',
      ],
    },
  ],
  vision: {
    heading: 'Our vision',
    goal: '1000 Future Leaders by December 31, 2026',
    text: 'Our goal is to develop 1000 Future Leaders by December 31, 2026: facility managers, project leaders, procurement and HR professionals, and communicators who will raise standards in the organisations they join across India and the GCC.',
  },
};

// ---------------------------------------------------------------------------
// Education and Career Counselling (/education-career-counselling)
// ---------------------------------------------------------------------------

export const counselling: {
  intro: string[];
  whyChooseUs: { title: string; text: string }[];
  services: { title: string; text: string }[];
  benefits: { students: string[]; professionals: string[] };
  callToBook: { heading: string; text: string };
} = {
  intro: [
    'Choosing a course, a university or a new career direction is one of the most important decisions you will make, and it is much easier with someone experienced beside you. Our education and career counselling service helps students, parents and working professionals turn uncertainty into a clear, realistic plan.',
    `Our counsellors work from ${site.name}'s centres in Kerala, Dubai, Sharjah and Abu Dhabi and also meet clients online. We look at your interests, qualifications, budget and ambitions together, then recommend the next steps that suit you, even if that means a path outside our own courses.`,
  ],
  whyChooseUs: [
    {
      title: 'Advice grounded in real careers',
      text: 'Our counsellors work alongside trainers who have built careers in facilities management, project management, HR, finance and more, so our guidance reflects what employers actually look for.',
    },
    {
      title: 'India and GCC perspective',
      text: 'With centres in Kerala and the UAE, we understand both the education system at home and the job markets across the Gulf.',
    },
    {
      title: 'Personal, not generic',
      text: 'Every session starts with listening. You receive a plan written for your situation, not a brochure.',
    },
    {
      title: 'Support beyond the first meeting',
      text: 'We stay with you through applications, test preparation and skill building until you have taken the step you planned.',
    },
  ],
  services: [
    {
      title: 'Career Counseling',
      text: 'We help you understand your strengths, interests and options, then map them onto real roles and industries. You leave with a clear career goal and a step-by-step plan to reach it, including the qualifications and experience you will need along the way.',
    },
    {
      title: 'Education Guidance',
      text: 'Choosing the right stream, degree or professional course can shape the next decade of your life. We compare programmes, entry requirements and career outcomes with you so that your choice is informed rather than hurried.',
    },
    {
      title: 'Study Abroad Counseling',
      text: 'If you are considering study overseas, we help you shortlist countries, universities and courses that match your profile and budget. We explain admission timelines, language test requirements and the practical realities of living and studying abroad.',
    },
    {
      title: 'Certified International Studies Counseling',
      text: 'Our certified counsellors provide structured guidance for international study, following a documented process from first assessment to final decision. Your profile, options and recommendations are recorded clearly, so you and your family can review them together at every stage.',
    },
    {
      title: 'Application and Scholarship Support',
      text: 'We help you prepare strong applications: statements of purpose, CVs, recommendation requests and document checklists. We also help you find and apply for scholarships you are eligible for and keep track of every deadline.',
    },
    {
      title: 'Skill Development and Training',
      text: 'Where a goal calls for new skills, we point you to the right training, from IELTS, TOEFL and SAT preparation to business English and professional certifications. Because we also teach these courses, your preparation and your plan stay closely aligned.',
    },
    {
      title: 'Career Transition Support',
      text: 'Changing fields or moving countries mid-career brings its own questions. We help you identify transferable skills, choose the credential that will open doors in your new field, and rework your CV and interview approach for the roles you are targeting.',
    },
  ],
  benefits: {
    students: [
      'Clarity about which stream, degree or course suits your interests and abilities',
      'A shortlist of universities and programmes in India and abroad that fits your profile',
      'Help with applications, statements of purpose and scholarship searches',
      'Preparation for IELTS, TOEFL and SAT linked directly to your admission plans',
      'Confidence for you and your parents that the decision has been thought through',
    ],
    professionals: [
      'An honest assessment of where your current skills can take you',
      'Guidance on the certifications that matter most in your field, such as FM, PMP, HR or procurement credentials',
      'A practical plan for promotion, a change of industry or a move between India and the GCC',
      'Support with CVs, LinkedIn profiles and interview preparation',
      'Study options that fit around work, including live online, classroom and one-to-one classes',
    ],
  },
  callToBook: {
    heading: 'Book your counselling session',
    text: `Talk to a ${site.name} counsellor in Kerala, Dubai, Sharjah, Abu Dhabi or online. Call us on ${site.phone} or email ${site.email} to book a session at a time that suits you.`,
  },
};

// ---------------------------------------------------------------------------
// Register Now (/register): disclaimer terms of the specification
// ---------------------------------------------------------------------------

export const disclaimerTerms: string[] = [
  `Fees once paid are non-refundable, except where a course is cancelled by ${site.name}.`,
  'All fees are exclusive of GST, which will be charged in addition at the applicable rate.',
  'If any information provided in this registration is found to be false, the registration will be disqualified and no fees will be refunded.',
  'No certificate will be issued while any fees or other dues remain pending.',
  'Any dispute arising from this registration is subject to the jurisdiction of the courts in Kerala, India.',
];

// ---------------------------------------------------------------------------
// Awards (/awards)
// ---------------------------------------------------------------------------

export const awards: { id: string; title: string; text: string; imageLabel: string }[] = [
  {
    id: 'best-education-academic-excellence',
    title: 'Best Education & Academic Excellence Award',
    text: `Presented to ${site.name} in recognition of the quality of its teaching and the results its learners achieve, from facilities management diplomas to language and exam preparation courses.`,
    imageLabel: 'The Best Education & Academic Excellence Award trophy and certificate',
  },
  {
    id: 'global-excellence',
    title: 'Global Excellence Award',
    text: `Recognising ${site.name}'s contribution to professional training across India and the UAE, and the international careers its learners have built.`,
    imageLabel: 'The Global Excellence Award trophy and certificate',
  },
];

// ---------------------------------------------------------------------------
// Our Infrastructure (/our-infrastructure)
// ---------------------------------------------------------------------------

export const infrastructure: {
  title: 'Exterior' | 'Interior';
  text: string;
  imageLabel: string;
}[] = [
  {
    title: 'Exterior',
    text: 'Our centres are located in accessible commercial buildings, easy to reach by public transport and close to the business districts where many of our learners work.',
    imageLabel: 'Exterior of the academy building',
  },
  {
    title: 'Interior',
    text: 'Air-conditioned classrooms with projectors and flexible seating, arranged for group discussion, case studies and presentation practice.',
    imageLabel: 'Classroom interior with desks arranged for group work',
  },
  {
    title: 'Interior',
    text: 'A welcoming reception and counselling area where learners and parents can meet our advisers, and quiet corners for study between sessions.',
    imageLabel: 'Reception and counselling area inside the academy',
  },
];

// ---------------------------------------------------------------------------
// Accreditations (/accreditations)
// ---------------------------------------------------------------------------

export const accreditationsIntro: string =
  'Our courses and our organisation are held to recognised professional and international standards. Select View Image to see each certificate in full.';

/** The lightbox caption of every accreditation image. */
export const ACCREDITATION_CAPTION = 'Accreditation Image';
