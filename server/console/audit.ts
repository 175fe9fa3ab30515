import { desc } from 'drizzle-orm';
import type { AuditPage } from '../../schemas/admin';
import type { Database } from '../db/connect';
import { auditLog } from '../db/schema';
import type { Clock } from './clock';

/** What the content console writes to the audit log (target `blog:ID`, `accreditation:ID`, `upload:GROUP/NAME`). */
export type ContentAuditAction =
  | 'blog_created'
  | 'blog_updated'
  | 'blog_published'
  | 'blog_unpublished'
  | 'blog_deleted'
  | 'image_uploaded'
  | 'accreditation_created'
  | 'accreditation_updated'
  | 'accreditation_moved'
  | 'accreditation_deleted';

/** What the Batches page writes to the audit log (target `batch:ID`). */
export type BatchAuditAction =
  'batch_created' | 'batch_updated' | 'batch_duplicated' | 'batch_cancelled' | 'batch_deleted';

export type AuditAction =
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_in_refused_disabled'
  | 'sign_out'
  | 'sessions_ended'
  | 'staff_created'
  | 'staff_disabled'
  | 'staff_enabled'
  | 'staff_role_changed'
  | 'staff_password_reset'
  | 'lead_status'
  | 'lead_note'
  | 'lead_contacted'
  | 'lead_assigned'
  | 'lead_follow_up'
  | 'staff_lead_settings'
  | 'assignment_rule_created'
  | 'assignment_rule_updated'
  | 'assignment_rule_deleted'
  | 'lead_called'
  | 'lead_merged'
  | 'lead_unmerged'
  | 'lead_erased'
  | 'leads_exported'
  | 'delivery_retried'
  | 'lead_released'
  | 'spam_deleted'
  | 'spam_purged'
  | ContentAuditAction
  | BatchAuditAction;

export interface Actor {
  id: number;
  email: string;
}

export interface AuditRecord {
  action: AuditAction;
  actor?: Actor | null;
  target?: string;
  ip?: string;
  details?: Record<string, unknown>;
}

const AUDIT_PAGE_SIZE = 50;

export function createAuditService(db: Database, clock: Clock) {
  async function record(
    { action, actor, target, ip, details }: AuditRecord,
    tx: Database = db,
  ): Promise<void> {
    await tx.insert(auditLog).values({
      at: clock(),
      action,
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
      target: target ?? null,
      ip: ip ?? null,
      details: details ?? null,
    });
  }
  return {
    record,

    /**
     * A console change and its audit entry in one transaction: when either fails, neither is kept.
     * `entry` is given the change's result; undefined records nothing (nothing was changed).
     */
    async change<T>(
      write: (tx: Database) => Promise<T>,
      entry: (result: T) => AuditRecord | undefined,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const result = await write(tx as unknown as Database);
        const audited = entry(result);
        if (audited) await record(audited, tx as unknown as Database);
        return result;
      });
    },

    async list(page: number): Promise<AuditPage> {
      const rows = await db
        .select()
        .from(auditLog)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(AUDIT_PAGE_SIZE + 1)
        .offset((page - 1) * AUDIT_PAGE_SIZE);
      return {
        page,
        hasMore: rows.length > AUDIT_PAGE_SIZE,
        entries: rows.slice(0, AUDIT_PAGE_SIZE).map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          actor: r.actorEmail,
          action: r.action,
          target: r.target,
          ip: r.ip,
          details: r.details,
        })),
      };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
