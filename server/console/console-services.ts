import type { Database } from '../db/connect';
import { createVitalsService } from '../vitals/vitals-store';
import { createAuditService } from './audit';
import { systemClock, type Clock } from './clock';
import { createDashboardService, type BackupSettings } from './dashboard';
import { createLeadAdmin } from '../leads/console/lead-admin';
import { createAssignmentRules } from '../leads/console/assignment-rules';
import { createLeadContact } from '../leads/console/lead-contact';
import { createLeadOwners } from '../leads/console/lead-owners';
import { createLeadInbox } from '../leads/console/lead-inbox';
import { createLeadMerge } from '../leads/console/lead-merge';
import { createSpamDesk } from '../leads/console/lead-spam';
import { createSessionService } from './sessions';
import { createSignInService } from './sign-in';
import { createStaffService } from './staff';

export interface AdminOptions {
  clock?: Clock;
  /** PUBLIC_URL is https: the session cookie is Secure and `__Host-` prefixed. */
  https: boolean;
  /** Wakes the notification worker after a delivery retry or a suspected spam lead's release. */
  onNotify?: () => void;
  /** SPAM_RETENTION_DAYS: the console says when a suspected spam lead will be deleted. */
  spamRetentionDays: number;
  /** The dashboard's last-backup line reads BACKUP_DIR. */
  backups?: BackupSettings;
}

export const sessionCookieName = (https: boolean) =>
  https ? '__Host-academy_staff' : 'academy_staff';

export function createAdminServices(
  db: Database,
  { clock = systemClock, https, onNotify, backups, spamRetentionDays }: AdminOptions,
) {
  const audit = createAuditService(db, clock);
  const staff = createStaffService(db, clock);
  const dashboard = createDashboardService(db, {
    clock,
    vitals: createVitalsService(db, clock),
    backups,
  });
  const sessions = createSessionService(db, clock);
  const inbox = createLeadInbox(db, { spamRetentionDays });
  const cookieName = sessionCookieName(https);
  return {
    clock,
    cookieName,
    audit,
    staff,
    sessions,
    inbox,
    dashboard,
    leads: createLeadAdmin(db, { audit, clock, onRetry: onNotify }),
    contact: createLeadContact(db, { audit, clock }),
    owners: createLeadOwners(db, { audit, clock }),
    rules: createAssignmentRules(db, { audit }),
    merge: createLeadMerge(db, { audit, clock }),
    spam: createSpamDesk(db, { audit, onNotify }),
    signIn: createSignInService({ db, staff, sessions, audit, clock }),
  };
}
export type AdminServices = ReturnType<typeof createAdminServices>;
