import type { FastifyInstance } from 'fastify';
import { ContactEnquirySchema, RegistrationSchema } from '../../contract/leads';
import { parseOrThrow } from '../errors';
import type { Services } from '../services';

export const LEAD_MESSAGES = {
  contact: 'Your message has been sent successfully!',
  registration: 'Registration submitted successfully!',
} as const;

export async function leadRoutes(app: FastifyInstance, { services, onLeadStored = () => {} }: { services: Services; onLeadStored?: () => void }) {
  app.post('/api/contact', async (request) => {
    const enquiry = parseOrThrow(ContactEnquirySchema, request.body);
    await services.leads.createEnquiry(enquiry);
    onLeadStored();
    return { success: true, message: LEAD_MESSAGES.contact };
  });

  app.post('/api/register', async (request) => {
    const registration = parseOrThrow(RegistrationSchema, request.body);
    await services.leads.createRegistration(registration);
    onLeadStored();
    return { success: true, message: LEAD_MESSAGES.registration };
  });
}
