import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DoneSchema,
  JobParamsSchema,
  LeadListResponseSchema,
  LeadQuerySchema,
  LeadRefSchema,
  LeadResponseSchema,
  NoFieldsSchema,
  NoteSchema,
  StatusChangeSchema,
  StatusResponseSchema,
  VersionOnlySchema,
} from '../../../schemas/admin';
import { ApiFailureSchema, fileAnswer } from '../../../schemas/envelope';
import type { AdminServices } from '../../console/console-services';
import { ADMIN_MESSAGES, adminOnly, staffOf } from '../../console/guard';

const notFound = { success: false, message: ADMIN_MESSAGES.notFound } as const;
const failure = { '4xx': ApiFailureSchema };
const notHeld = {
  success: false,
  message: 'This lead is not held as suspected spam: someone may have released or deleted it.',
} as const;
/** The export's filter: the inbox's, without its page. */
const ExportFilterSchema = LeadQuerySchema.omit({ page: true });
const EVERY_LEAD = ExportFilterSchema.parse({});

export async function leadAdminRoutes(
  instance: FastifyInstance,
  { admin }: { admin: AdminServices },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/leads',
    {
      schema: {
        querystring: LeadQuerySchema,
        response: { 200: LeadListResponseSchema, ...failure },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await admin.inbox.list(request.query, {
        me: staffOf(request).id,
        now: admin.clock(),
      })),
    }),
  );

  // A POST, as every action the audit log records: a GET can be made by any <img> or link the
  // signed-in browser meets, and would export (and be logged) under the staff member's name.
  app.post(
    '/api/admin/leads.csv',
    {
      schema: {
        body: ExportFilterSchema.nullish(),
        response: {
          200: fileAnswer(
            'text/csv',
            "The leads the filter finds, as a spreadsheet's CSV (UTF-8 with a BOM).",
          ),
          ...failure,
        },
      },
    },
    async (request, reply) => {
      const filter = request.body ?? EVERY_LEAD;
      const { csv, rows } = await admin.inbox.exportCsv(filter, {
        me: staffOf(request).id,
        now: admin.clock(),
      });
      await admin.audit.record({
        action: 'leads_exported',
        actor: staffOf(request),
        ip: request.ip,
        // A search may name a person: the entry says one was made, never what (erasure could not reach it).
        details: { filter: { ...filter, ...(filter.q && { q: '(a search)' }) }, rows },
      });
      const stamp = admin.clock().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="leads-${stamp}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/api/admin/leads/:form/:id',
    { schema: { params: LeadRefSchema, response: { 200: LeadResponseSchema, ...failure } } },
    async (request, reply) => {
      const lead = await admin.inbox.get(request.params);
      return lead ? { success: true as const, lead } : reply.status(404).send(notFound);
    },
  );

  app.post(
    '/api/admin/leads/:form/:id/status',
    {
      schema: {
        params: LeadRefSchema,
        body: StatusChangeSchema,
        response: { 200: StatusResponseSchema, ...failure },
      },
    },
    async (request, reply) => {
      const { status, version } = request.body;
      const done = await admin.leads.setStatus(
        request.params,
        status,
        version,
        staffOf(request),
        request.ip,
      );
      return done ? { success: true as const, status } : reply.status(404).send(notFound);
    },
  );

  app.post(
    '/api/admin/leads/:form/:id/notes',
    {
      schema: {
        params: LeadRefSchema,
        body: NoteSchema,
        response: { 200: DoneSchema, ...failure },
      },
    },
    async (request, reply) => {
      const done = await admin.leads.addNote(
        request.params,
        request.body.body,
        request.body.version,
        staffOf(request),
        request.ip,
      );
      return done ? { success: true as const } : reply.status(404).send(notFound);
    },
  );

  // Erasure is for admins: it cannot be undone.
  app.post(
    '/api/admin/leads/:form/:id/erase',
    {
      onRequest: adminOnly,
      schema: {
        params: LeadRefSchema,
        body: VersionOnlySchema,
        response: { 200: DoneSchema, ...failure },
      },
    },
    async (request, reply) => {
      const done = await admin.leads.erase(
        request.params,
        request.body.version,
        staffOf(request),
        request.ip,
      );
      return done ? { success: true as const } : reply.status(404).send(notFound);
    },
  );

  app.post(
    '/api/admin/leads/:form/:id/deliveries/:jobId/retry',
    {
      schema: {
        params: JobParamsSchema,
        body: NoFieldsSchema,
        response: { 200: DoneSchema, ...failure },
      },
    },
    async (request, reply) => {
      const { jobId, ...ref } = request.params;
      const done = await admin.leads.retryDelivery(ref, jobId, staffOf(request), request.ip);
      return done
        ? { success: true as const }
        : reply
            .status(404)
            .send({ success: false, message: 'There is no failed delivery to retry.' });
    },
  );

  // A suspected spam lead, into the inbox (staff are notified as for any lead) or deleted for good.
  for (const [action, run] of [
    ['release', admin.spam.release],
    ['delete', admin.spam.remove],
  ] as const) {
    app.post(
      `/api/admin/leads/:form/:id/${action}`,
      {
        schema: {
          params: LeadRefSchema,
          body: NoFieldsSchema,
          response: { 200: DoneSchema, ...failure },
        },
      },
      async (request, reply) => {
        const done = await run(request.params, staffOf(request), request.ip);
        return done ? { success: true as const } : reply.status(409).send(notHeld);
      },
    );
  }
}
