// The email a visitor receives after sending a form (server/leads/notify/acknowledgement.ts), in
// English; acknowledgement.ar.ts is its Arabic twin. `{name}`, `{what}`, `{course}`, `{batch}`,
// `{phone}`, `{email}` and `{centres}` are filled by the server.
export const acknowledgement = {
  what: { contact: 'enquiry', registration: 'registration', company: 'company enquiry' },
  subject: 'We have your {what}',
  subjectAbout: 'We have your {what}: {course}',
  greeting: 'Dear {name},',
  thanks: 'Thank you for your {what}. It has reached our admissions team.',
  thanksAbout: 'Thank you for your {what} about {course}. It has reached our admissions team.',
  batch: 'The batch you chose: {batch}.',
  nextWithBatch:
    'What happens next: one of our counsellors will call or write to you, answer your questions about the course and its fees, and confirm the batch with you. There is nothing more you need to do until then.',
  nextWithoutBatch:
    'What happens next: one of our counsellors will call or write to you, answer your questions about the course and its fees, and help you choose the batch that suits you. There is nothing more you need to do until then.',
  nextRegistration:
    'What happens next: one of our counsellors will call or write to you to confirm your place, tell you about fees and payment, and what to bring on the first day. There is nothing more you need to do until then.',
  nextCompany:
    'What happens next: one of our corporate training advisers will call or write to you within one working day to discuss what your team needs, then propose a programme, its schedule and its fees. There is nothing more you need to do until then.',
  sooner: 'Should you wish to speak to us sooner, call {phone} or write to {email}.',
  /** A registration's "Other" course, as the email names it (never the visitor's own words for it). */
  anotherCourse: 'another course',
  centres: 'Our centres: {centres}; and online, in India and UAE time.',
  notYou:
    'This address was given on a form on our website. If it was not you, please ignore this message: we will not write again unless you reply.',
} as const;
