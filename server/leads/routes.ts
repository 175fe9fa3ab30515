import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiFailureSchema, fieldErrors, LeadSentSchema } from '../../schemas/envelope';
import type { PublicForm } from '../../shared/lead-fields';
import {
  ChosenBatchParamsSchema,
  ChosenBatchResponseSchema,
  CompanyEnquirySchema,
  ContactEnquirySchema,
  FormTokenResponseSchema,
  LEAD_SCHEMAS,
  RegistrationSchema,
  splitGuard,
} from '../../schemas/leads';
import { DEFAULT_LANG } from '../../shared/lang';
import { leadReference } from '../../shared/lead-texts';
import { formTextsIn, leadWordsIn } from '../../shared/lead-words';
import { ValidationError } from '../errors';
import type { Config } from '../config';
import { XSRF_COOKIE } from '../plugins/same-origin';
import type { Services } from '../services';
import type { FormPages } from '../web/form-pages';
import { formRateLimit, isOverRate, issueFormToken, spamReason } from './form-guard';
import { formPostRoutes } from './form-posts';
import { requestLang } from './request-lang';

const FORM_SCHEMA = {
  contact: ContactEnquirySchema,
  registration: RegistrationSchema,
  company: CompanyEnquirySchema,
} as const;

interface LeadRouteOptions {
  services: Services;
  config: Config;
  secret: string;
  onLeadStored?: () => void;
  formPages: FormPages;
}

export async function leadRoutes(
  app: FastifyInstance,
  { services, config, secret, onLeadStored = () => {}, formPages }: LeadRouteOptions,
) {
  // One budget for both forms (a stricter one than the API's), counted per client.
  const formLimit = formRateLimit(app, config);
  const secure = config.PUBLIC_URL.startsWith('https://');

  // The form asks for this when it appears: the timing token, and the anti-forgery cookie it echoes.
  app.get(
    '/api/form-token',
    { schema: { response: { 200: FormTokenResponseSchema } } },
    async (_request, reply) => {
      const token = issueFormToken(secret);
      reply
        .setCookie(XSRF_COOKIE, token.split('.')[1]!, {
          path: '/',
          sameSite: 'strict',
          secure,
          httpOnly: false,
          maxAge: 60 * 60 * 12,
        })
        .header('cache-control', 'no-store');
      return { success: true, token };
    },
  );

  // A prerendered form opened for a batch (/register?batch=) asks what to show for it: the batch in
  // words, or the refusal a lead naming it would get now.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/batches/:id',
    {
      schema: {
        params: ChosenBatchParamsSchema,
        response: { 200: ChosenBatchResponseSchema, '4xx': ApiFailureSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        batch: await services.leads.offeredBatch(request.params.id, requestLang(request)),
      };
    },
  );

  /** A public form's route: the lead is stored, with its job unless it is held as suspected spam. */
  const formRoute = (url: string, form: PublicForm, scope = app) =>
    scope.withTypeProvider<ZodTypeProvider>().post(
      url,
      {
        ...formLimit,
        schema: {
          body: FORM_SCHEMA[form],
          response: { 200: LeadSentSchema, '4xx': ApiFailureSchema },
        },
        // The route declares the English schema; a form sent in another language is checked first
        // by that language's (the same rules), so its refusals are in the words the visitor read.
        preValidation: async (request) => {
          const lang = requestLang(request);
          if (lang === DEFAULT_LANG) return;
          const checked = LEAD_SCHEMAS[lang][form].safeParse(request.body);
          if (!checked.success)
            throw new ValidationError(
              fieldErrors(checked.error.issues),
              leadWordsIn(lang).messages.refused,
            );
        },
      },
      async (request) => {
        const language = requestLang(request);
        const { lead, guard } = splitGuard(request.body);
        const spam = spamReason(guard, {
          secret,
          minFillMs: config.FORM_MIN_FILL_MS,
          overRate: isOverRate(request),
        });
        const id = await services.leads.create(form, lead, {
          attribution: guard.attribution,
          spam,
          language,
        });
        if (spam) request.log.info({ form, spam }, 'lead held as suspected spam');
        else onLeadStored();
        return {
          success: true as const,
          message: formTextsIn(language, form).success,
          reference: leadReference(form, id),
        };
      },
    );
  formRoute('/api/contact', 'contact');
  formRoute('/api/register', 'registration');
  formRoute('/api/company-enquiry', 'company');
  // The same routes at the forms' own pages, for browsers that run no scripts (form-posts.ts).
  await app.register(formPostRoutes(formPages, formRoute));
}
