import type { Course } from '../types';

export const advancedEnglishConversationCourse: Course = {
  slug: 'advanced-english-conversation-course',
  title: 'Advanced English Conversation Course',
  subject: 'language',
  categoryLabel: 'Key Courses',
  summary:
    'Advanced English Conversation course using a four-step method (Review and Learn, Practice, Apply, Develop) to make fluent speakers sound natural.',
  description: [
    'Many people reach a point where their English is correct but still feels stiff: they understand almost everything yet hesitate when a discussion moves quickly, a joke lands, or a disagreement needs careful handling. The Advanced English Conversation Course is for that stage. It concentrates on natural, flexible speaking rather than on grammar lessons.',
    'Each topic follows a four-step method. In Review and Learn you revisit language you already know and add idioms, phrasal verbs and expressions that native speakers use. In Practice you try them out in guided pair and group conversations. In Apply you use them in realistic situations such as debates, negotiations, networking and storytelling. In Develop you receive feedback, set a personal target and carry it into the next topic, so progress builds from week to week.',
    'Trainers keep talking time high for learners and correct with a light touch, noting patterns to work on rather than interrupting every sentence. Topics range from current affairs and workplace dilemmas to culture and travel, and you can suggest subjects that matter to you. The course runs online live, in the classroom, as a live online group or as private one-to-one sessions, with instalment payment available.',
    'At the end you receive a Meridian Crest certificate in Advanced English Conversation that remains valid for life, recognising the fluency work you have completed. More useful still is the habit the method leaves behind: learners finish with a personal list of expressions and targets they can keep developing in every conversation they have at work and in daily life, long after the last session ends.',
  ],
  duration: 'Flexible: topics and pace agreed after a speaking assessment',
  schedule:
    'Conversation sessions at times agreed with the group or the 1-1 learner; instalment payment available',
  learningLevels: ['Advanced'],
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'For learners who already speak English confidently and want to refine fluency; a short speaking assessment confirms the level.',
  certificates: ['Certificate in Advanced English Conversation (valid for life)'],
  careerRoles: [
    'Senior Executive',
    'Consultant',
    'Sales Manager',
    'Hospitality Manager',
    'Public Relations Officer',
  ],
  highlights: [
    'Four-step method: Review and Learn, Practice, Apply, Develop',
    'Idioms, phrasal verbs and natural expressions in context',
    'Debates, negotiations, networking and storytelling',
    'High speaking time with targeted feedback',
    'Group or 1-1 sessions, online or in class',
    'Lifetime-valid certificate in Advanced English Conversation',
  ],
  keywords: [
    'advanced English',
    'English conversation',
    'fluency',
    'speaking practice',
    'idioms',
    'debate',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Keep up with fast, informal discussions and join in without hesitation',
      'Use idioms and phrasal verbs naturally and appropriately',
      'Disagree, persuade and negotiate politely',
      'Tell a story or anecdote that holds attention',
      'Make small talk and network comfortably at events',
      'Recognise and repair your own recurring speaking errors',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'A stronger presence in senior meetings and client conversations',
      'Easier relationship building with international colleagues',
      'More persuasive contributions in negotiations',
      'Confidence to take on leadership and public-facing roles',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Upper-level learners who want to sound more natural',
      'Managers and professionals who lead discussions in English',
      'Learners preparing to live, study or work abroad',
      'Anyone who understands English well but freezes in fast conversation',
    ],
  },
  content: {
    heading: 'Course content',
    items: [
      'Idioms, collocations and phrasal verbs for everyday and professional talk',
      'Discussion and debate techniques',
      'Negotiation and persuasion language',
      'Storytelling and anecdotes',
      'Networking and small talk',
      'Listening for tone, humour and implied meaning',
      'Personal fluency targets and feedback',
    ],
  },
  extras: [
    {
      heading: 'Our four-step method',
      intro: 'Every topic moves through the same four steps.',
      items: [
        'Review and Learn: revisit known language and add new expressions',
        'Practice: use them in guided pair and group conversations',
        'Apply: bring them into realistic situations such as debates and negotiations',
        'Develop: receive feedback and set a personal target for the next topic',
      ],
    },
  ],
};
