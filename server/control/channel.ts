import crypto from 'node:crypto';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { NewStaffSchema } from '../../schemas/admin';
import {
  AccountCreatedSchema,
  BackupRequestSchema,
  BackupTakenSchema,
  CONTROL_PATHS,
  CONTROL_TOKEN_HEADER,
  VitalsReportQuerySchema,
  VitalsReportSchema,
} from '../../schemas/control';
import { ApiFailureSchema } from '../../schemas/envelope';
import type { BackupRunner } from '../backup/runner';
import type { Database } from '../db/connect';
import { registerErrorHandler } from '../plugins/error-handler';
import { createStaffService } from '../console/staff';
import { createVitalsService } from '../vitals/vitals-store';

// The embedded database has one process, the server, while it runs: the commands that write to it (a backup,
// a staff account) or read it (the vitals report) ask the server. It listens on loopback only, on a port of
// its own (never the site's, which a proxy may expose), and answers only a caller that shows the token in
// DATA_DIR's lock file, which only a user who could read the database files anyway can read.

/**
 * Whether `given` is `token`, in a time that says nothing about either: both are hashed first, so a guess
 * of any length or encoding is compared as 32 bytes against 32 bytes.
 */
function sameToken(given: unknown, token: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest();
  return crypto.timingSafeEqual(digest(given), digest(token));
}

export interface ControlChannel {
  url: string;
  close(): Promise<void>;
}

export async function startControlChannel({
  token,
  db,
  backups,
  log,
}: {
  token: string;
  db: Database;
  backups: BackupRunner;
  log: FastifyBaseLogger;
}): Promise<ControlChannel> {
  const control = Fastify({ loggerInstance: log.child({ channel: 'control' }), bodyLimit: 16_384 });
  control.setValidatorCompiler(validatorCompiler);
  control.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(control);
  control.addHook('onRequest', async (request, reply) => {
    if (!sameToken(request.headers[CONTROL_TOKEN_HEADER], token))
      return reply.status(403).send({ success: false, message: 'Forbidden.' });
  });
  const app = control.withTypeProvider<ZodTypeProvider>();
  const staff = createStaffService(db);
  const vitals = createVitalsService(db);

  app.post(
    CONTROL_PATHS.backup,
    {
      schema: {
        body: BackupRequestSchema,
        response: { 200: BackupTakenSchema, 500: ApiFailureSchema },
      },
    },
    async (request, reply) => {
      try {
        const { file, bytes, ms } = await backups.run(request.body.out);
        return { success: true as const, file, bytes, ms };
      } catch (error) {
        // The caller is the operator at this machine: the reason is theirs to read (a full disk, a folder).
        return reply.status(500).send({ success: false, message: (error as Error).message });
      }
    },
  );

  app.post(
    CONTROL_PATHS.accounts,
    { schema: { body: NewStaffSchema, response: { 201: AccountCreatedSchema } } },
    async (request, reply) =>
      reply.status(201).send({ success: true, account: await staff.create(request.body) }),
  );

  app.get(
    CONTROL_PATHS.vitals,
    { schema: { querystring: VitalsReportQuerySchema, response: { 200: VitalsReportSchema } } },
    async (request) => ({
      success: true as const,
      rows: await vitals.p75ByRoute(request.query.days),
    }),
  );

  await control.listen({ host: '127.0.0.1', port: 0 });
  const { port } = control.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => control.close() };
}
