import { and, eq } from 'drizzle-orm';
import type { LeadRef } from '../../../schemas/admin';
import { leadTarget } from '../../../shared/lead-fields';
import type { Database } from '../../db/connect';
import type { Actor, AuditService } from '../../console/audit';
import { nextVersion } from '../../console/versions';
import { tableOf } from './lead-table';

/**
 * A note or a logged call means the desk has spoken about or to the person: a lead still "new"
 * becomes "contacted" in the same transaction, and its history says why. A click on a link alone is
 * an attempt and changes no status.
 */
export async function markContacted(
  tx: Database,
  audit: AuditService,
  ref: LeadRef,
  by: 'note' | 'call',
  actor: Actor,
  ip: string,
): Promise<void> {
  const table = tableOf(ref.form);
  const moved = await tx
    .update(table)
    .set({ status: 'contacted', version: nextVersion(table) })
    .where(and(eq(table.id, ref.id), eq(table.status, 'new')))
    .returning({ id: table.id });
  if (moved.length > 0)
    await audit.record(
      {
        action: 'lead_status',
        actor,
        target: leadTarget(ref),
        ip,
        details: { from: 'new', to: 'contacted', by },
      },
      tx,
    );
}
