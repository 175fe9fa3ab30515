import type { Course } from '../types';

export const businessPresentationSkills: Course = {
  slug: 'business-presentation-skills',
  title: 'Business Presentation Skills',
  subject: 'language',
  categoryLabel: 'Key Courses',
  summary:
    'Business Presentation Skills course: structure a message, design clear slides, deliver with confidence and handle questions in English.',
  description: [
    'A good idea can be lost in a poor presentation. This Business Presentation Skills course helps professionals turn what they know into talks that colleagues, managers and clients remember, whether that means a five-slide project update or a pitch to a prospective customer.',
    'You start with the message: defining the one thing your audience must take away, then building a logical structure around it with an opening that earns attention and a close that asks for a decision. From there the course moves to visuals, showing how to design slides that support you rather than compete with you and how to present figures and charts so they are easy to read. The delivery sessions work on voice, pace, pauses, eye contact, gesture and managing nerves, and the final block covers handling questions, difficult listeners and presenting online.',
    'Much of the learning happens on your feet. Each participant presents several times during the course and receives structured feedback from the trainer and from peers, and recorded practice lets you see your own progress. Sessions are available online live, in a classroom, as live online groups and as private one-to-one coaching, which suits executives preparing for a specific event. The fee for the workshop sessions can be spread over instalments.',
    'Participants who complete the course are awarded the academy certificate in Business Presentation Skills, valid for life, as a record of practical training in a skill that employers consistently value. Many participants bring a real upcoming presentation to the course and leave with it rehearsed, refined and ready to deliver, which makes the training immediately useful as well as a long-term investment in how you are seen at work.',
  ],
  duration: 'Flexible: scheduled around your practice presentations after an initial consultation',
  schedule:
    'Workshop-style sessions in group or 1-1 format; timings agreed at enrolment; instalment payment available',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'Open to anyone who presents or expects to present in English at work; no formal prerequisites.',
  certificates: ['Certificate in Business Presentation Skills (valid for life)'],
  careerRoles: [
    'Project Manager',
    'Sales Manager',
    'Business Analyst',
    'Trainer',
    'Marketing Executive',
    'Department Head',
  ],
  highlights: [
    'Message, structure, visuals, delivery and questions covered step by step',
    'Several practice presentations with trainer and peer feedback',
    'Techniques for managing nerves and presenting online',
    'Presenting numbers and charts clearly',
    'Group or 1-1 coaching, online or in class',
    'Presentation Skills certificate valid for life',
  ],
  keywords: [
    'presentation skills',
    'business presentation',
    'public speaking',
    'slide design',
    'pitching',
    'presenting in English',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Define a clear key message for any audience',
      'Structure a presentation with a strong opening and a decisive close',
      'Design simple slides that support what you say',
      'Explain data and charts so that listeners grasp the point quickly',
      'Control voice, pace and body language under pressure',
      'Handle questions and challenges calmly',
      'Present effectively on video calls',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'More persuasive proposals and project updates',
      'Greater visibility with senior management',
      'Stronger performance in client pitches and tenders',
      'Readiness for roles that involve training or public speaking',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Managers and team leaders who report to senior colleagues',
      'Sales and business development professionals',
      'Engineers and analysts who present technical findings',
      'Professionals preparing for a specific pitch or conference talk',
    ],
  },
  content: {
    heading: 'Course content',
    items: [
      'Audience analysis and the key message',
      'Structuring openings, main points and closings',
      'Slide design and presenting data',
      'Voice, pace, pauses and body language',
      'Managing nerves and building presence',
      'Handling questions and difficult situations',
      'Presenting online',
    ],
  },
};
