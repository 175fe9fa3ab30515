import type { FastifyInstance } from 'fastify';
import { ContactEnquirySchema, RegistrationSchema, splitGuard, type FormGuard } from '../../contract/leads';
import type { Config } from '../config';
import { parseOrThrow } from '../errors';
import { XSRF_COOKIE } from '../plugins/same-origin';
import type { Services } from '../services';
import { isLikelyBot, issueFormToken } from './form-guard';

export const LEAD_MESSAGES = {
  contact: 'Your message has been sent successfully!',
  registration: 'Registration submitted successfully!',
  tooMany: 'Too many submissions from your connection. Please wait a few minutes and try again.',
} as const;

interface LeadRouteOptions {
  services: Services;
  config: Config;
  secret: string;
  onLeadStored?: () => void;
}

export async function leadRoutes(app: FastifyInstance, { services, config, secret, onLeadStored = () => {} }: LeadRouteOptions) {
  // One budget for both forms (a stricter one than the API's), counted per client.
  const formLimit = {
    config: { rateLimit: false as const },
    onRequest: app.rateLimit({
      max: config.RATE_LIMIT_FORMS_MAX,
      timeWindow: config.RATE_LIMIT_FORMS_WINDOW_MS,
      limiter: 'forms',
      errorResponseBuilder: () => Object.assign(new Error(LEAD_MESSAGES.tooMany), { statusCode: 429 }),
    }),
  };
  const secure = config.PUBLIC_URL.startsWith('https://');
  const dropsBot = (guard: FormGuard) => isLikelyBot(guard, secret, config.FORM_MIN_FILL_MS);

  // The form asks for this when it appears: the timing token, and the anti-forgery cookie it echoes.
  app.get('/api/form-token', async (_request, reply) => {
    const token = issueFormToken(secret);
    reply
      .setCookie(XSRF_COOKIE, token.split('.')[1]!, { path: '/', sameSite: 'strict', secure, httpOnly: false, maxAge: 60 * 60 * 12 })
      .header('cache-control', 'no-store');
    return { success: true, token };
  });

  app.post('/api/contact', formLimit, async (request) => {
    const { lead, guard } = splitGuard(parseOrThrow(ContactEnquirySchema, request.body));
    if (dropsBot(guard)) {
      request.log.info({ form: 'contact' }, 'bot submission dropped');
    } else {
      await services.leads.createEnquiry(lead, guard.attribution);
      onLeadStored();
    }
    return { success: true, message: LEAD_MESSAGES.contact };
  });

  app.post('/api/register', formLimit, async (request) => {
    const { lead, guard } = splitGuard(parseOrThrow(RegistrationSchema, request.body));
    if (dropsBot(guard)) {
      request.log.info({ form: 'registration' }, 'bot submission dropped');
    } else {
      await services.leads.createRegistration(lead, guard.attribution);
      onLeadStored();
    }
    return { success: true, message: LEAD_MESSAGES.registration };
  });
}
