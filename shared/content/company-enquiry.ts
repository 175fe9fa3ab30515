import type { TeamSize } from '../company-enquiry';

// The words of the business track's company enquiry (site/pages/company-enquiry.astro and its form,
// site/islands/forms/company-form.tsx); its Arabic twin is company-enquiry.ar.ts. What the form
// sends and the desk reads (the ranges, subjects and centres in English) is ../company-enquiry.ts.

export const companyEnquiry = {
  intro:
    'Tell us about your company and the people you want to train. A corporate training adviser answers within one working day with a programme matched to what your business needs: at your site, at our centres or online.',
  heading: 'Your company’s enquiry',
  formLabel: 'Company enquiry',
  labels: {
    name: 'Your name',
    email: 'Work email',
    phone: 'Phone',
    company: 'Company',
    team_size: 'How many people would you train?',
    interests: 'Subjects of interest',
    centre: 'Where would you train?',
    description: 'Message',
  },
  interestsHint: 'Choose one or more.',
  placeholders: {
    team_size: 'Choose a team size…',
    centre: 'Choose a place…',
  },
  teamSizes: {
    '1-5': '1 to 5 people',
    '6-20': '6 to 20 people',
    '21-50': '21 to 50 people',
    '51-200': '51 to 200 people',
    '200+': 'More than 200 people',
  } satisfies Record<TeamSize, string>,
  /** The places besides the centres (Online is a centre). */
  atOurSite: 'At our premises',
  /** What a refused field says, in the schema's rule (schemas/leads.ts, CompanyEnquirySchema). */
  messages: {
    name: 'Your name is required.',
    email: 'Enter a valid work email.',
    phone: 'Phone must have at least 6 digits.',
    company: 'Company is required.',
    team_size: 'Please choose a team size.',
    interests: 'Choose at least one subject.',
    centre: 'Please choose where you would train.',
    description: 'Message must be at most 5000 characters.',
  },
  send: 'Send enquiry',
  sending: 'Sending…',
  success: 'Your company enquiry has been sent successfully!',
  rejected: 'Failed to send your enquiry.',
  failed: 'Error sending your enquiry.',
  next: 'A corporate training adviser will contact you within one working day to discuss what your team needs. Quote your reference if you write to us.',
  reference: 'Your reference:',
};

export type CompanyEnquiryWords = typeof companyEnquiry;
