import type { ContactLead, RegistrationLead } from '../../contract/leads';
import type { Database } from '../db/connect';
import { contactEnquiries, jobs, registrations, type LeadAttribution } from '../db/schema';

export type LeadForm = 'contact' | 'registration';

/** The job that tells the academy's staff about a new lead. */
export const LEAD_NOTIFY_JOB = 'lead.notify';

export function createLeadsService(db: Database) {
  return {
    /** Stores the enquiry and its notification job in one transaction: both or neither. */
    async createEnquiry(input: ContactLead, attribution?: LeadAttribution): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactEnquiries)
          .values({ ...input, attribution: attribution ?? null })
          .returning({ id: contactEnquiries.id });
        await tx.insert(jobs).values({ kind: LEAD_NOTIFY_JOB, payload: { form: 'contact', id: row!.id } });
        return row!.id;
      });
    },

    async createRegistration(input: RegistrationLead, attribution?: LeadAttribution): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
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
        await tx.insert(jobs).values({ kind: LEAD_NOTIFY_JOB, payload: { form: 'registration', id: row!.id } });
        return row!.id;
      });
    },
  };
}
export type LeadsService = ReturnType<typeof createLeadsService>;
