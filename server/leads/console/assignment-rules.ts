import { asc, eq, sql } from 'drizzle-orm';
import type { StaffIdentity } from '../../../schemas/admin';
import type { AssignmentRule, AssignmentRuleInput } from '../../../schemas/owners';
import type { Database } from '../../db/connect';
import { assignmentRules, staffUsers } from '../../db/schema';
import { StaleEditError, ValidationError } from '../../errors';
import type { AuditService } from '../../console/audit';

const SAME_SCOPE = 'There is already a rule for this centre and subject: change that one.';

const shown = (row: typeof assignmentRules.$inferSelect): AssignmentRule => ({
  id: row.id,
  centre: row.centre,
  subject: row.subject,
  method: row.method,
  counsellors: row.counsellors,
  version: row.version,
});

/** Unique violation of the one-rule-per-scope index, on either driver. */
const isDuplicate = (error: unknown) => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
};

/** The assignment rules admins edit on the Assignment page; each change audited. */
export function createAssignmentRules(db: Database, { audit }: { audit: AuditService }) {
  /**
   * Refuses counsellors that are not enabled accounts (400), naming the field: a rule naming only a
   * disabled account would pass every lead on to the next rule while looking like a rule of its own.
   */
  async function checkCounsellors(tx: Database, ids: number[]) {
    if (ids.length === 0) return;
    const found = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(sql`${staffUsers.id} in ${ids} and ${staffUsers.disabledAt} is null`);
    if (found.length !== new Set(ids).size)
      throw new ValidationError({
        counsellors: 'Choose counsellors among the enabled staff accounts.',
      });
  }

  async function write<T>(
    run: (tx: Database) => Promise<T>,
    entry: (result: T) => Parameters<AuditService['record']>[0] | undefined,
  ) {
    try {
      return await audit.change(run, entry);
    } catch (error) {
      if (isDuplicate(error)) throw new ValidationError({ subject: SAME_SCOPE }, SAME_SCOPE);
      throw error;
    }
  }

  return {
    async list(): Promise<AssignmentRule[]> {
      const rows = await db
        .select()
        .from(assignmentRules)
        .orderBy(
          sql`(${assignmentRules.centre} is null), (${assignmentRules.subject} is null)`,
          asc(assignmentRules.centre),
          asc(assignmentRules.subject),
        );
      return rows.map(shown);
    },

    create(input: AssignmentRuleInput, actor: StaffIdentity, ip: string): Promise<AssignmentRule> {
      return write(
        async (tx) => {
          await checkCounsellors(tx, input.counsellors);
          const [row] = await tx.insert(assignmentRules).values(input).returning();
          return shown(row!);
        },
        (rule) => ({
          action: 'assignment_rule_created',
          actor,
          target: `assignment_rule:${rule.id}`,
          ip,
          details: { ...input },
        }),
      );
    },

    /** Null when there is no such rule; StaleEditError when it changed since `version`. */
    update(
      id: number,
      input: AssignmentRuleInput & { version: number },
      actor: StaffIdentity,
      ip: string,
    ): Promise<AssignmentRule | null> {
      const { version, ...values } = input;
      return write(
        async (tx) => {
          const [current] = await tx
            .select({ version: assignmentRules.version })
            .from(assignmentRules)
            .where(eq(assignmentRules.id, id))
            .for('update');
          if (!current) return null;
          if (current.version !== version) throw new StaleEditError('rule');
          await checkCounsellors(tx, values.counsellors);
          const [row] = await tx
            .update(assignmentRules)
            .set({ ...values, version: sql`${assignmentRules.version} + 1` })
            .where(eq(assignmentRules.id, id))
            .returning();
          return shown(row!);
        },
        (rule) =>
          rule
            ? {
                action: 'assignment_rule_updated',
                actor,
                target: `assignment_rule:${id}`,
                ip,
                details: { ...values },
              }
            : undefined,
      );
    },

    /** False when there is no such rule; StaleEditError when it changed since `version`. */
    remove(id: number, version: number, actor: StaffIdentity, ip: string): Promise<boolean> {
      return write(
        async (tx) => {
          const [current] = await tx
            .select({ version: assignmentRules.version })
            .from(assignmentRules)
            .where(eq(assignmentRules.id, id))
            .for('update');
          if (!current) return false;
          if (current.version !== version) throw new StaleEditError('rule');
          await tx.delete(assignmentRules).where(eq(assignmentRules.id, id));
          return true;
        },
        (done) =>
          done
            ? { action: 'assignment_rule_deleted', actor, target: `assignment_rule:${id}`, ip }
            : undefined,
      );
    },
  };
}
export type AssignmentRules = ReturnType<typeof createAssignmentRules>;
