import { MAIN_ZONE, TEACHING_ZONES } from '../shared/content/centres';
import { VITAL_METRICS, type VitalP75 } from '../shared/vitals';
import { z } from './zod';

// The staff console's dashboard: what GET /api/admin/dashboard answers and the page shows.

export const DASHBOARD_WEEKS = 12;
/** Real-user vitals are summarised over the last four weeks, as public field data usually is. */
export const DASHBOARD_VITALS_DAYS = 28;
/** How many of the next batches the dashboard lists with their leads. */
export const DASHBOARD_BATCHES = 6;

/** The periods the reports cover, in days up to today. */
export const REPORT_PERIODS = ['7', '30', '90'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** The dashboard's query: the reports' period, and the staff member's zone (its days and weeks). */
export const DashboardQuerySchema = z.object({
  days: z.enum(REPORT_PERIODS, { error: 'The period is 7, 30 or 90 days.' }).default('30'),
  tz: z.enum(TEACHING_ZONES, { error: 'Unknown time zone.' }).default(MAIN_ZONE),
});
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

/** One group's leads on their way: received in the period, answered since, enrolled. */
export const FunnelRowSchema = z.object({
  label: z.string(),
  received: z.number().int(),
  /** Answered at all: a first response recorded (a status change, note, click or call), or marked contacted or enrolled. */
  contacted: z.number().int(),
  enrolled: z.number().int(),
});
export type FunnelRow = z.infer<typeof FunnelRowSchema>;

/** The median first response, in minutes within each lead's centre's working hours, of a group's answered leads. */
export const MedianRowSchema = z.object({
  label: z.string(),
  median: z.number().nullable(),
  answered: z.number().int(),
  unanswered: z.number().int(),
});
export type MedianRow = z.infer<typeof MedianRowSchema>;

export const ReportsSchema = z.object({
  days: z.enum(REPORT_PERIODS),
  zone: z.enum(TEACHING_ZONES),
  /** Midnight in `zone` of the period's first day. */
  since: z.string(),
  /** By source (as bySource names them), most received first. */
  funnel: z.array(FunnelRowSchema),
  /** By owner (the counsellor's name, or `Unassigned`), most received first. */
  funnelByOwner: z.array(FunnelRowSchema),
  /**
   * Every lead of the period (label `all`), per week (label: its Monday in `zone`, oldest first),
   * and per owner (as funnelByOwner names and orders them).
   */
  response: z.object({
    overall: MedianRowSchema,
    perWeek: z.array(MedianRowSchema),
    perOwner: z.array(MedianRowSchema),
  }),
});
export type Reports = z.infer<typeof ReportsSchema>;

export const WeekOfLeadsSchema = z.object({
  /** Monday the week starts on in the staff member's zone, YYYY-MM-DD. */
  weekStart: z.string(),
  contact: z.number().int(),
  registration: z.number().int(),
});
export type WeekOfLeads = z.infer<typeof WeekOfLeadsSchema>;

export const LabelCountSchema = z.object({ label: z.string(), count: z.number() });
export type LabelCount = z.infer<typeof LabelCountSchema>;

const VitalP75Schema = z.object({
  route: z.string(),
  metric: z.enum(VITAL_METRICS),
  p75: z.number(),
  count: z.number().int(),
}) satisfies z.ZodType<VitalP75>;

/** The newest backup in BACKUP_DIR (taken by the schedule or by `npm run db:backup`), and a failure since. */
export const BackupStateSchema = z.object({
  /** BACKUP_EVERY in milliseconds; null when the server takes no backups itself. */
  everyMs: z.number().nullable(),
  last: z
    .object({ at: z.string(), file: z.string(), bytes: z.number(), ageMinutes: z.number() })
    .nullable(),
  failure: z.object({ at: z.string(), message: z.string() }).nullable(),
});
export type BackupState = z.infer<typeof BackupStateSchema>;

export const DashboardSchema = z.object({
  /** Start of the first week counted (Monday 00:00 in `zone`); the course and source counts cover the same weeks. */
  since: z.string(),
  /** The staff member's zone, which the weeks are counted in. */
  zone: z.enum(TEACHING_ZONES),
  /** The last 12 weeks, oldest first, the current (partial) week last. */
  weeks: z.array(WeekOfLeadsSchema),
  /** Every course option chosen on a lead (a registration may choose several), most chosen first. */
  byCourse: z.array(LabelCountSchema),
  /** utm_source, else the referring site's host, else `direct`; most first. */
  bySource: z.array(LabelCountSchema),
  vitals: z.array(VitalP75Schema),
  /** The next upcoming batches (not cancelled), soonest first: in words, and how many leads (enquiries and registrations) named each. */
  nextBatches: z.array(z.object({ id: z.number().int(), batch: z.string(), leads: z.number() })),
  /** Notification jobs not delivered: still being tried, and given up. */
  notifications: z.object({ pending: z.number(), failed: z.number() }),
  /** Leads held as suspected spam, waiting for staff to release or delete them; never in the counts above. */
  suspectedSpam: z.number().int(),
  backup: BackupStateSchema,
  reports: ReportsSchema,
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const DashboardResponseSchema = z.object({
  success: z.literal(true),
  dashboard: DashboardSchema,
});
