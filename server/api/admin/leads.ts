import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  LeadQuerySchema,
  LeadRefSchema,
  NoteSchema,
  StatusChangeSchema,
} from '../../../contract/admin';
import { z } from '../../../contract/zod';
import { parseOrThrow } from '../../errors';
import type { AdminServices } from '../../services/admin';
import { ADMIN_MESSAGES, staffOf } from './guard';

const JobParamsSchema = LeadRefSchema.extend({
  jobId: z.coerce.number().int().positive().max(2_147_483_647),
});
const notFound = { success: false, message: ADMIN_MESSAGES.notFound } as const;
const notHeld = {
  success: false,
  message: 'This lead is not held as suspected spam: someone may have released or deleted it.',
} as const;
const refOf = (request: FastifyRequest) => parseOrThrow(LeadRefSchema, request.params);

export async function leadAdminRoutes(app: FastifyInstance, { admin }: { admin: AdminServices }) {
  app.get('/api/admin/leads', async (request) => ({
    success: true,
    ...(await admin.inbox.list(parseOrThrow(LeadQuerySchema, request.query))),
  }));

  // A POST, as every action the audit log records: a GET can be made by any <img> or link the
  // signed-in browser meets, and would export (and be logged) under the staff member's name.
  app.post('/api/admin/leads.csv', async (request, reply) => {
    const { page: _page, ...filter } = parseOrThrow(LeadQuerySchema, request.body ?? {});
    const { csv, rows } = await admin.inbox.exportCsv(filter);
    await admin.audit.record({
      action: 'leads_exported',
      actor: staffOf(request),
      ip: request.ip,
      details: { filter, rows },
    });
    const stamp = admin.clock().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-${stamp}.csv"`)
      .send(csv);
  });

  app.get('/api/admin/leads/:form/:id', async (request, reply) => {
    const lead = await admin.inbox.get(refOf(request));
    return lead ? { success: true, lead } : reply.status(404).send(notFound);
  });

  app.post('/api/admin/leads/:form/:id/status', async (request, reply) => {
    const { status } = parseOrThrow(StatusChangeSchema, request.body);
    const done = await admin.leads.setStatus(refOf(request), status, staffOf(request), request.ip);
    return done ? { success: true, status } : reply.status(404).send(notFound);
  });

  app.post('/api/admin/leads/:form/:id/notes', async (request, reply) => {
    const { body } = parseOrThrow(NoteSchema, request.body);
    const done = await admin.leads.addNote(refOf(request), body, staffOf(request), request.ip);
    return done ? { success: true } : reply.status(404).send(notFound);
  });

  app.post('/api/admin/leads/:form/:id/erase', async (request, reply) => {
    const done = await admin.leads.erase(refOf(request), staffOf(request), request.ip);
    return done ? { success: true } : reply.status(404).send(notFound);
  });

  // A suspected spam lead, into the inbox (staff are notified as for any lead) or deleted for good.
  app.post('/api/admin/leads/:form/:id/release', async (request, reply) => {
    const done = await admin.spam.release(refOf(request), staffOf(request), request.ip);
    return done ? { success: true } : reply.status(409).send(notHeld);
  });

  app.post('/api/admin/leads/:form/:id/delete', async (request, reply) => {
    const done = await admin.spam.remove(refOf(request), staffOf(request), request.ip);
    return done ? { success: true } : reply.status(409).send(notHeld);
  });

  app.post('/api/admin/leads/:form/:id/deliveries/:jobId/retry', async (request, reply) => {
    const { jobId, ...ref } = parseOrThrow(JobParamsSchema, request.params);
    const done = await admin.leads.retryDelivery(ref, jobId, staffOf(request), request.ip);
    return done
      ? { success: true }
      : reply
          .status(404)
          .send({ success: false, message: 'There is no failed delivery to retry.' });
  });
}
