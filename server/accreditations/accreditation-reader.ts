import { asc } from 'drizzle-orm';
import type { Accreditation } from '../../schemas/accreditations';
import type { Database } from '../db/connect';
import { accreditations } from '../db/schema';

export function createAccreditationsService(db: Database) {
  return {
    async list(): Promise<Accreditation[]> {
      return db
        .select({ title: accreditations.title, imagepath: accreditations.imagepath })
        .from(accreditations)
        .orderBy(asc(accreditations.position), asc(accreditations.id));
    },
  };
}
export type AccreditationsService = ReturnType<typeof createAccreditationsService>;
