// The email a visitor receives when staff cancel or withdraw the batch their lead named
// (server/batches/batch-notice.ts), in English; batch-notice.ar.ts is its Arabic twin. `{name}`,
// `{batch}`, `{phone}` and `{email}` are filled by the server.
export const batchNotice = {
  greeting: 'Dear {name},',
  /** Said in place of a name the lead no longer has. */
  learner: 'learner',
  cancelled:
    'The batch you chose, {batch}, has been cancelled. We are sorry for the change to your plans.',
  deleted:
    'The batch you chose, {batch}, has been withdrawn from our timetable. We are sorry for the change to your plans.',
  movedTo:
    'We have kept your place on the next intake of the course: {batch}. If those dates do not suit you, reply to this email or call us and we will find another.',
  notMoved:
    'One of our counsellors will call or write to you to help you choose another intake of the course, or another course if you prefer.',
  sooner: 'Should you wish to speak to us sooner, call {phone} or write to {email}.',
  subjectCancelled: 'Your batch has been cancelled: {batch}',
  subjectDeleted: 'Your batch has changed: {batch}',
} as const;
