// What the server answers a visitor when it cannot do what was asked (the API's `message`), in
// English; server-messages.ar.ts is its Arabic twin. The server picks one by the request's language
// (server/leads/request-lang.ts), as it does a form's refusals.
export const SERVER_MESSAGES = {
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  internal: 'Something went wrong on our side. Please try again later.',
  tooLarge: 'The request is too large.',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  tooManyLeads:
    'Too many submissions from your connection. Please wait a few minutes and try again.',
} as const;
export type ServerMessage = keyof typeof SERVER_MESSAGES;
