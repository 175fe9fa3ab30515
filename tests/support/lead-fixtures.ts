import { sql } from 'drizzle-orm';
import { count } from 'drizzle-orm';
import { contactEnquiries, jobs, registrations } from '../../server/db/schema';
import type { DatabaseHandle } from '../../server/db/connect';

export const validEnquiry = () => ({
  name: 'Anjali Menon',
  phone: '+91 98470 00000',
  email: 'anjali@example.com',
  course: 'Core Facilities Management Courses',
  track: 'Full Time',
  description: 'I would like the weekend batch of the Mastery diploma.',
});

/** A company's enquiry from the business track's form. */
export const validCompanyEnquiry = () => ({
  name: 'Fatima Al Suwaidi',
  email: 'fatima@gulf-facilities.example',
  phone: '+971 4 555 0100',
  company: 'Gulf Facilities LLC',
  team_size: '21-50',
  interests: ['Facilities Management', 'Soft Skills'],
  centre: 'Dubai',
  description: 'Our supervisors need FM fundamentals before the summer.',
});

export const validRegistration = () => ({
  first_name: 'Rashid',
  last_name: 'Al Mansoori',
  aadhar_no: '',
  mobile: '+971 50 000 0000',
  email: 'rashid@example.com',
  postcode: '00000',
  country: 'United Arab Emirates',
  main_tel: '',
  website: 'https://rashid.example.com',
  address: 'Al Nahda, Dubai',
  degree: 'Yes',
  engineering: 'No',
  guardian_first_name: '',
  guardian_last_name: '',
  guardian_job_title: '',
  guardian_telephone: '',
  guardian_mobile: '',
  guardian_email: '',
  courses: ['Certified Facility Manager (CFM)', 'Other'],
  course_other_text: 'Energy auditing',
  date: '2026-12-01',
});

/** How many leads and notification jobs the database holds. */
export async function leadCounts(database: DatabaseHandle) {
  const [[c], [r], [j]] = await Promise.all([
    database.db.select({ n: count() }).from(contactEnquiries),
    database.db.select({ n: count() }).from(registrations),
    database.db.select({ n: count() }).from(jobs),
  ]);
  return { enquiries: c!.n, registrations: r!.n, jobs: j!.n };
}

/** Empties the lead and job tables, so tests in one file can share a database. */
export async function resetLeadTables(database: DatabaseHandle) {
  await database.db.execute(sql`truncate contact_enquiries, registrations, jobs restart identity`);
}
