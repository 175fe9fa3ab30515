import type { VitalP75 } from './vitals';

// The staff console's dashboard: what GET /api/admin/dashboard answers and the page shows.

export const DASHBOARD_WEEKS = 12;
/** Real-user vitals are summarised over the last four weeks, as public field data usually is. */
export const DASHBOARD_VITALS_DAYS = 28;
/** How many of the next batches the dashboard lists with their leads. */
export const DASHBOARD_BATCHES = 6;

export interface WeekOfLeads {
  /** Monday (UTC) the week starts on, YYYY-MM-DD. */
  weekStart: string;
  contact: number;
  registration: number;
}

export interface LabelCount {
  label: string;
  count: number;
}

export interface Dashboard {
  /** Start of the first week counted (UTC); the course and source counts cover the same weeks. */
  since: string;
  /** The last 12 weeks, oldest first, the current (partial) week last. */
  weeks: WeekOfLeads[];
  /** Every course option chosen on a lead (a registration may choose several), most chosen first. */
  byCourse: LabelCount[];
  /** utm_source, else the referring site's host, else `direct`; most first. */
  bySource: LabelCount[];
  vitals: VitalP75[];
  /** The next upcoming batches (not cancelled), soonest first: in words, and how many leads (enquiries and registrations) named each. */
  nextBatches: { id: number; batch: string; leads: number }[];
  /** Notification jobs not delivered: still being tried, and given up. */
  notifications: { pending: number; failed: number };
  /** Leads held as suspected spam, waiting for staff to release or delete them; never in the counts above. */
  suspectedSpam: number;
  backup: BackupState;
}

/** The newest backup in BACKUP_DIR (taken by the schedule or by `npm run db:backup`), and a failure since. */
export interface BackupState {
  /** BACKUP_EVERY in milliseconds; null when the server takes no backups itself. */
  everyMs: number | null;
  last: { at: string; file: string; bytes: number; ageMinutes: number } | null;
  failure: { at: string; message: string } | null;
}
