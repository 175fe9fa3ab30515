import path from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();
const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined)
  .pipe(z.url().optional());

const DURATION = /^([1-9]\d*)(s|m|h|d)$/;
const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const durationMs = (text: string) => {
  const [, amount, unit] = DURATION.exec(text)!;
  return Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS];
};

// One schema for every setting; `.env.example` documents each with its default.
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
  PUBLIC_URL: z
    .url()
    .default('http://localhost:3000')
    .transform((v) => v.replace(/\/+$/, '')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Academy website <no-reply@academy.example>'),
  LEADS_NOTIFY_TO: z.string().default('admissions@academy.example'),
  LEADS_WEBHOOK_URL: optionalUrl,
  LEADS_WEBHOOK_SECRET: z.string().optional(),
  NOTIFY_POLL_MS: positiveInt.default(2000),
  RATE_LIMIT_FORMS_MAX: positiveInt.default(10),
  RATE_LIMIT_FORMS_WINDOW_MS: positiveInt.default(600_000),
  /** Sends past RATE_LIMIT_FORMS_MAX in the window still kept, as suspected spam; past these too, 429 and nothing is kept. */
  RATE_LIMIT_FORMS_SPAM_MAX: z.coerce.number().int().min(0).default(20),
  /** Leads held as suspected spam and neither released nor deleted by staff are deleted after this many days. */
  SPAM_RETENTION_DAYS: positiveInt.default(30),
  /** The hour (0-23, each owner's own zone) the daily digest of follow-ups is sent from. */
  DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  RATE_LIMIT_API_MAX: positiveInt.default(300),
  RATE_LIMIT_API_WINDOW_MS: positiveInt.default(60_000),
  RATE_LIMIT_VITALS_MAX: positiveInt.default(30),
  RATE_LIMIT_VITALS_WINDOW_MS: positiveInt.default(600_000),
  BODY_LIMIT_BYTES: positiveInt.default(32 * 1024),
  /** Largest picture the staff console accepts for upload (re-encoded, so the stored files are smaller). */
  UPLOAD_MAX_BYTES: positiveInt.default(5 * 1024 * 1024),
  /** Addresses that keep asking for pages and API paths that do not exist (scanners). */
  RATE_LIMIT_NOT_FOUND_MAX: positiveInt.default(30),
  RATE_LIMIT_NOT_FOUND_WINDOW_MS: positiveInt.default(60_000),
  /** memory: counters per process. database: in the rate_limits table, shared by every process on one database. */
  RATE_LIMIT_STORE: z.enum(['memory', 'database']).default('memory'),
  /** Deepest nesting of arrays and objects a JSON body may have; deeper ones are refused before parsing. */
  JSON_MAX_DEPTH: positiveInt.default(16),
  MAX_HEADER_BYTES: positiveInt.default(16 * 1024),
  /** A request must arrive completely (headers and body) within this, its headers within HEADERS_TIMEOUT_MS. */
  REQUEST_TIMEOUT_MS: positiveInt.default(30_000),
  HEADERS_TIMEOUT_MS: positiveInt.default(15_000),
  /** An idle keep-alive connection is closed after this (above a load balancer's usual 60 s idle timeout). */
  KEEP_ALIVE_TIMEOUT_MS: positiveInt.default(72_000),
  /** A connection with no traffic at all for this long is closed, whatever it was doing. */
  CONNECTION_TIMEOUT_MS: positiveInt.default(120_000),
  /** false: API only, for processes behind a proxy that sends pages elsewhere (and for tests without a build). */
  SERVE_SITE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Signs form tokens. Unset: a random secret is kept in DATA_DIR (set it when several servers share the load). */
  APP_SECRET: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /** A form sent sooner than this after its token was issued is held as suspected spam. */
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).default(2500),
  /** Strict-Transport-Security max-age sent when PUBLIC_URL is https (0 turns it off). */
  HSTS_MAX_AGE_SECONDS: z.coerce.number().int().min(0).default(31_536_000),
  /** Server-rendered public pages and calendar feeds kept in memory (home, blog list, posts, courses, not-found): at most this many (0 turns the cache off)… */
  SSR_CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).default(500),
  /** …and this many bytes of page bodies (least recently used go first). */
  SSR_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(64 * 1024 * 1024),
  /** …and this many copies of one page (one per value of the query parameters it reads; every not-found answer counts as one page). */
  SSR_CACHE_MAX_VARIANTS: z.coerce.number().int().min(0).default(32),
  /** Answer x-page-cache: hit|miss on server-rendered pages (tests, diagnosis). */
  SSR_CACHE_HEADER: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  TRUST_PROXY: z
    .enum(['true', 'false', ''])
    .default('false')
    .transform((v) => v === 'true'),
  /** How often the running server takes a backup itself, e.g. `24h`, `30m`, `7d`; unset: never (use `npm run db:backup`). */
  BACKUP_EVERY: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(
      z.string().regex(DURATION, 'must be a number and a unit: s, m, h or d (e.g. 24h)').optional(),
    )
    .transform((v) => (v ? durationMs(v) : undefined)),
  /** Scheduled backups kept in BACKUP_DIR; older ones are deleted after each new one. */
  BACKUP_KEEP: positiveInt.default(14),
  /** Where backups are written (`npm run db:backup` and the schedule); unset: DATA_DIR/backups. */
  BACKUP_DIR: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
});

export type Config = z.infer<typeof ConfigSchema> & { dataDir: string; backupDir: string };

export class ConfigError extends Error {}

/** Parses the environment; throws one error listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (result.data.LEADS_WEBHOOK_URL && !result.data.LEADS_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  LEADS_WEBHOOK_SECRET: required when LEADS_WEBHOOK_URL is set',
    );
  }
  if (result.data.HEADERS_TIMEOUT_MS > result.data.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid configuration:\n  HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS',
    );
  }
  const dataDir = path.resolve(result.data.DATA_DIR);
  return {
    ...result.data,
    dataDir,
    backupDir: path.resolve(result.data.BACKUP_DIR ?? path.join(dataDir, 'backups')),
  };
}
