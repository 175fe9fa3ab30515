import type { Course } from '../types';

export const eventManagementCourse: Course = {
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
};
