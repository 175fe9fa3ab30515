import { getTableColumns, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ContactLead, RegistrationLead } from '../../contract/leads';
import type { Database } from '../db/connect';
import { rowsOf } from '../db/rows';
import { contactEnquiries, jobs, registrations, type LeadAttribution } from '../db/schema';

export type LeadForm = 'contact' | 'registration';

/** The job that tells the academy's staff about a new lead. */
export const LEAD_NOTIFY_JOB = 'lead.notify';

type LeadTable = typeof contactEnquiries | typeof registrations;
/** The columns the database fills itself; a lead gives every other one. */
const FILLED_BY_DATABASE = ['id', 'createdAt', 'status', 'erasedAt'] as const;
type LeadValues<T extends LeadTable> = Omit<T['$inferInsert'], (typeof FILLED_BY_DATABASE)[number]>;

/**
 * Stores a lead and the job that tells the staff about it in one statement, a data-modifying WITH
 * (drizzle writes the embedded insert in parentheses): both or neither, as a transaction gives, in
 * one round trip instead of four (BEGIN, two INSERTs, COMMIT). PGlite serves one statement at a
 * time, each a crossing into WebAssembly: the round trips were most of a lead's cost under load.
 *
 * The statement is built once per form, with a placeholder for each value, and prepared: per lead,
 * only the values go. Built per lead, drizzle's query builder took a fifth of a lead's time in
 * Node; and node-postgres now parses and plans it once per connection, not once per lead. Each
 * value still goes through its column's encoding (jsonb as JSON) when the placeholders are filled.
 */
function prepareStoreWithJob<T extends LeadTable>(db: Database, table: T, form: LeadForm) {
  const columns = Object.keys(getTableColumns(table)).filter((column) => !(FILLED_BY_DATABASE as readonly string[]).includes(column)) as (keyof LeadValues<T> & string)[];
  const placeholders = Object.fromEntries(columns.map((column) => [column, sql.placeholder(column)])) as unknown as T['$inferInsert'];
  const insertLead = db.insert(table as LeadTable).values(placeholders).returning({ id: table.id });
  const statement = sql`
      with lead as ${insertLead}
      insert into ${jobs} (${sql.identifier(jobs.kind.name)}, ${sql.identifier(jobs.payload.name)})
      select ${LEAD_NOTIFY_JOB}, jsonb_build_object('form', ${form}::text, 'id', lead.id) from lead
      returning (${jobs.payload} ->> 'id')::int as id`;
  const prepared = db._.session.prepareQuery(new PgDialect().sqlToQuery(statement), undefined, `store_${form}_lead`, false);
  /**
   * Returns the lead's id. A value left out, or null, is stored as SQL NULL: it is passed on as
   * undefined, which jsonb's encoding leaves as it is (null it would write as the JSON value null).
   */
  return async (values: Partial<Record<(typeof columns)[number], unknown>>): Promise<number> => {
    const filled = Object.fromEntries(columns.map((column) => [column, values[column] ?? undefined]));
    return Number(rowsOf<{ id: number }>(await prepared.execute(filled))[0]!.id);
  };
}

export function createLeadsService(db: Database) {
  const storeEnquiry = prepareStoreWithJob(db, contactEnquiries, 'contact');
  const storeRegistration = prepareStoreWithJob(db, registrations, 'registration');
  return {
    /** Stores the enquiry and its notification job: both or neither. */
    async createEnquiry(input: ContactLead, attribution?: LeadAttribution): Promise<number> {
      return storeEnquiry({ ...input, attribution });
    },

    async createRegistration(input: RegistrationLead, attribution?: LeadAttribution): Promise<number> {
      return storeRegistration({
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
        attribution,
      });
    },
  };
}
export type LeadsService = ReturnType<typeof createLeadsService>;
