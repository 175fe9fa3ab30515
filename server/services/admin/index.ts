import type { Database } from '../../db/connect';
import { createVitalsService } from '../vitals';
import { createAuditService } from './audit';
import { systemClock, type Clock } from './clock';
import { createDashboardService, type BackupSettings } from './dashboard';
import { createLeadAdmin } from './lead-admin';
import { createLeadInbox } from './lead-inbox';
import { createSessionService } from './sessions';
import { createSignInService } from './sign-in';
import { createStaffService } from './staff';

export interface AdminOptions {
  clock?: Clock;
  /** PUBLIC_URL is https: the session cookie is Secure and `__Host-` prefixed. */
  https: boolean;
  onRetry?: () => void;
  /** The dashboard's last-backup line reads BACKUP_DIR. */
  backups?: BackupSettings;
}

export const sessionCookieName = (https: boolean) =>
  https ? '__Host-academy_staff' : 'academy_staff';

export function createAdminServices(
  db: Database,
  { clock = systemClock, https, onRetry, backups }: AdminOptions,
) {
  const audit = createAuditService(db, clock);
  const staff = createStaffService(db, clock);
  const dashboard = createDashboardService(db, {
    clock,
    vitals: createVitalsService(db, clock),
    backups,
  });
  const sessions = createSessionService(db, clock);
  const inbox = createLeadInbox(db);
  const cookieName = sessionCookieName(https);
  return {
    clock,
    cookieName,
    audit,
    staff,
    sessions,
    inbox,
    dashboard,
    leads: createLeadAdmin(db, { audit, clock, onRetry }),
    signIn: createSignInService({ db, staff, sessions, audit, clock }),
  };
}
export type AdminServices = ReturnType<typeof createAdminServices>;
