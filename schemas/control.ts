import { STAFF_ROLES } from './admin';
import { VITAL_METRICS, VITALS_KEEP_DAYS } from '../shared/vitals';
import { z } from './zod';

// The running server's control channel (server/control/): what the commands that write to the embedded
// database while the server holds it send, and what they are answered.

/** Carries the token from DATA_DIR's lock file. */
export const CONTROL_TOKEN_HEADER = 'x-control-token';

export const CONTROL_PATHS = {
  backup: '/backup',
  accounts: '/accounts',
  vitals: '/vitals',
} as const;

export const BackupRequestSchema = z.object({
  /** Where to write the file; the server's BACKUP_DIR if absent. */
  out: z.string().startsWith('/', 'out must be an absolute path.').optional(),
});
export type BackupRequest = z.infer<typeof BackupRequestSchema>;

export const BackupTakenSchema = z.object({
  success: z.literal(true),
  file: z.string(),
  bytes: z.number(),
  ms: z.number(),
});

export const AccountCreatedSchema = z.object({
  success: z.literal(true),
  account: z.object({
    id: z.number(),
    email: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
  }),
});

const daysMessage = `--days is a whole number from 1 to ${VITALS_KEEP_DAYS} (older rows are deleted).`;
export const VitalsReportQuerySchema = z.object({
  days: z.coerce
    .number({ error: daysMessage })
    .int(daysMessage)
    .min(1, daysMessage)
    .max(VITALS_KEEP_DAYS, daysMessage),
});

export const VitalsReportSchema = z.object({
  success: z.literal(true),
  rows: z.array(
    z.object({
      route: z.string(),
      metric: z.enum(VITAL_METRICS),
      p75: z.number(),
      count: z.number(),
    }),
  ),
});
