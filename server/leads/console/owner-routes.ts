import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DoneSchema,
  IdParamSchema,
  LeadRefSchema,
  VersionOnlySchema,
} from '../../../schemas/admin';
import {
  AssignmentRuleInputSchema,
  AssignmentRuleResponseSchema,
  AssignmentRulesResponseSchema,
  AssignmentRuleUpdateSchema,
  DueCountResponseSchema,
  FollowUpResponseSchema,
  FollowUpSchema,
  LeadSettingsSchema,
  OwnerChangeSchema,
  OwnersResponseSchema,
} from '../../../schemas/owners';
import { TEACHING_ZONES } from '../../../shared/content/centres';
import { ApiFailureSchema } from '../../../schemas/envelope';
import { z } from '../../../schemas/zod';
import type { AdminServices } from '../../console/console-services';
import { ADMIN_MESSAGES, adminOnly, staffOf } from '../../console/guard';

const failure = { '4xx': ApiFailureSchema };
const notFound = { success: false, message: ADMIN_MESSAGES.notFound } as const;
/** The staff member's zone, for a lead that names none. */
const ZoneQuerySchema = z.object({ tz: z.enum(TEACHING_ZONES).optional() });

/** Lead owners, follow-ups, the assignment rules and who is available for new leads. */
export async function leadOwnerRoutes(
  instance: FastifyInstance,
  { admin }: { admin: AdminServices },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/owners',
    { schema: { response: { 200: OwnersResponseSchema, ...failure } } },
    async () => ({ success: true as const, owners: await admin.owners.owners() }),
  );

  // Admins give any lead to anyone; staff take an unassigned one for themselves (403 otherwise).
  app.post(
    '/api/admin/leads/:form/:id/owner',
    {
      schema: {
        params: LeadRefSchema,
        body: OwnerChangeSchema,
        response: { 200: DoneSchema, ...failure },
      },
    },
    async (request, reply) => {
      const done = await admin.owners.setOwner(
        request.params,
        request.body.owner,
        request.body.version,
        staffOf(request),
        request.ip,
      );
      return done ? { success: true as const } : reply.status(404).send(notFound);
    },
  );

  app.post(
    '/api/admin/leads/:form/:id/follow-up',
    {
      schema: {
        params: LeadRefSchema,
        querystring: ZoneQuerySchema,
        body: FollowUpSchema,
        response: { 200: FollowUpResponseSchema, ...failure },
      },
    },
    async (request, reply) => {
      const done = await admin.owners.setFollowUp(
        request.params,
        request.body,
        request.query.tz,
        staffOf(request),
        request.ip,
      );
      return done ? { success: true as const, ...done } : reply.status(404).send(notFound);
    },
  );

  app.get(
    '/api/admin/leads/due',
    {
      schema: {
        querystring: ZoneQuerySchema,
        response: { 200: DueCountResponseSchema, ...failure },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await admin.owners.dueCount(staffOf(request).id, request.query.tz)),
    }),
  );

  app.post(
    '/api/admin/staff/:id/leads',
    {
      onRequest: adminOnly,
      schema: {
        params: IdParamSchema,
        body: LeadSettingsSchema,
        response: { 200: DoneSchema, ...failure },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { version, ...settings } = request.body;
      const done = await admin.staff.setLeadSettings(id, settings, version, (tx) =>
        admin.audit.record(
          {
            action: 'staff_lead_settings',
            actor: staffOf(request),
            target: `staff:${id}`,
            ip: request.ip,
            details: settings,
          },
          tx,
        ),
      );
      return done ? { success: true as const } : reply.status(404).send(notFound);
    },
  );

  app.get(
    '/api/admin/assignment-rules',
    {
      onRequest: adminOnly,
      schema: { response: { 200: AssignmentRulesResponseSchema, ...failure } },
    },
    async () => ({
      success: true as const,
      rules: await admin.rules.list(),
      owners: await admin.owners.owners(),
    }),
  );

  app.post(
    '/api/admin/assignment-rules',
    {
      onRequest: adminOnly,
      schema: {
        body: AssignmentRuleInputSchema,
        response: { 201: AssignmentRuleResponseSchema, ...failure },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        rule: await admin.rules.create(request.body, staffOf(request), request.ip),
      }),
  );

  app.post(
    '/api/admin/assignment-rules/:id',
    {
      onRequest: adminOnly,
      schema: {
        params: IdParamSchema,
        body: AssignmentRuleUpdateSchema,
        response: { 200: AssignmentRuleResponseSchema, ...failure },
      },
    },
    async (request, reply) => {
      const rule = await admin.rules.update(
        request.params.id,
        request.body,
        staffOf(request),
        request.ip,
      );
      return rule ? { success: true as const, rule } : reply.status(404).send(notFound);
    },
  );

  app.post(
    '/api/admin/assignment-rules/:id/delete',
    {
      onRequest: adminOnly,
      schema: {
        params: IdParamSchema,
        body: VersionOnlySchema,
        response: { 200: DoneSchema, ...failure },
      },
    },
    async (request, reply) => {
      const done = await admin.rules.remove(
        request.params.id,
        request.body.version,
        staffOf(request),
        request.ip,
      );
      return done ? { success: true as const } : reply.status(404).send(notFound);
    },
  );
}
