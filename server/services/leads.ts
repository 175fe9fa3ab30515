import { sql, type SQLWrapper } from 'drizzle-orm';
import type { ContactLead, RegistrationLead } from '../../contract/leads';
import type { Database } from '../db/connect';
import { rowsOf } from '../db/rows';
import { contactEnquiries, jobs, registrations, type LeadAttribution } from '../db/schema';

export type LeadForm = 'contact' | 'registration';

/** The job that tells the academy's staff about a new lead. */
export const LEAD_NOTIFY_JOB = 'lead.notify';

/**
 * Stores a lead and the job that tells the staff about it in one statement, a data-modifying WITH
 * (drizzle writes the embedded insert in parentheses): both or neither, as a transaction gives, in
 * one round trip instead of four (BEGIN, two INSERTs, COMMIT). PGlite serves one statement at a
 * time, each a crossing into WebAssembly: the round trips were most of a lead's cost under load.
 * Returns the lead's id.
 */
async function storeWithJob(db: Database, insertLead: SQLWrapper, form: LeadForm): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`
      with lead as ${insertLead}
      insert into ${jobs} (${sql.identifier(jobs.kind.name)}, ${sql.identifier(jobs.payload.name)})
      select ${LEAD_NOTIFY_JOB}, jsonb_build_object('form', ${form}::text, 'id', lead.id) from lead
      returning (${jobs.payload} ->> 'id')::int as id`),
  );
  return Number(row!.id);
}

export function createLeadsService(db: Database) {
  return {
    /** Stores the enquiry and its notification job: both or neither. */
    async createEnquiry(input: ContactLead, attribution?: LeadAttribution): Promise<number> {
      const insertLead = db.insert(contactEnquiries).values({ ...input, attribution: attribution ?? null }).returning({ id: contactEnquiries.id });
      return storeWithJob(db, insertLead, 'contact');
    },

    async createRegistration(input: RegistrationLead, attribution?: LeadAttribution): Promise<number> {
      const insertLead = db
        .insert(registrations)
        .values({
          firstName: input.first_name,
          lastName: input.last_name,
          aadharNo: input.aadhar_no,
          mobile: input.mobile,
          email: input.email,
          postcode: input.postcode,
          country: input.country,
          mainTel: input.main_tel,
          website: input.website,
          address: input.address,
          degree: input.degree,
          engineering: input.engineering,
          guardianFirstName: input.guardian_first_name,
          guardianLastName: input.guardian_last_name,
          guardianJobTitle: input.guardian_job_title,
          guardianTelephone: input.guardian_telephone,
          guardianMobile: input.guardian_mobile,
          guardianEmail: input.guardian_email,
          courses: input.courses,
          courseOtherText: input.course_other_text,
          date: input.date,
          attribution: attribution ?? null,
        })
        .returning({ id: registrations.id });
      return storeWithJob(db, insertLead, 'registration');
    },
  };
}
export type LeadsService = ReturnType<typeof createLeadsService>;
