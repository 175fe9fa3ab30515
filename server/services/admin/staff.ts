import { asc, eq } from 'drizzle-orm';
import type { NewStaff, StaffIdentity, StaffRole } from '../../../contract/admin';
import type { Database } from '../../db/connect';
import { staffUsers } from '../../db/schema';
import { hashPassword } from './passwords';

export class DuplicateStaffError extends Error {
  readonly statusCode = 409;
  constructor() {
    super('A staff account with this email already exists.');
  }
}

export interface StaffListing extends StaffIdentity {
  disabled: boolean;
  createdAt: string;
}

/** Staff accounts. Creation is shared by the CLI (`npm run admin:create`) and the admin API. */
export function createStaffService(db: Database) {
  return {
    async create(input: NewStaff): Promise<StaffIdentity> {
      const passwordHash = await hashPassword(input.password);
      const existing = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, input.email));
      if (existing.length > 0) throw new DuplicateStaffError();
      const [row] = await db.insert(staffUsers).values({ email: input.email, name: input.name, role: input.role, passwordHash }).returning();
      return { id: row!.id, email: row!.email, name: row!.name, role: row!.role as StaffRole };
    },

    async findByEmail(email: string) {
      const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email.trim().toLowerCase()));
      return row;
    },

    async list(): Promise<StaffListing[]> {
      const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.id));
      return rows.map((r) => ({ id: r.id, email: r.email, name: r.name, role: r.role as StaffRole, disabled: r.disabledAt !== null, createdAt: r.createdAt.toISOString() }));
    },

    async setDisabled(id: number, disabled: boolean, at: Date): Promise<boolean> {
      const rows = await db.update(staffUsers).set({ disabledAt: disabled ? at : null }).where(eq(staffUsers.id, id)).returning({ id: staffUsers.id });
      return rows.length > 0;
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
