import { sql } from 'drizzle-orm';
import type { Attribution } from '../../contract/leads';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Where a lead came from: page, referrer and UTM parameters (first and last touch). */
export type LeadAttribution = Attribution;

export const contactEnquiries = pgTable('contact_enquiries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone'),
  email: text('email').notNull(),
  course: text('course').notNull(),
  track: text('track').notNull(),
  description: text('description'),
  attribution: jsonb('attribution').$type<LeadAttribution>(),
  createdAt: createdAt(),
});

export const registrations = pgTable('registrations', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  aadharNo: text('aadhar_no'),
  mobile: text('mobile').notNull(),
  email: text('email').notNull(),
  postcode: text('postcode'),
  country: text('country'),
  mainTel: text('main_tel'),
  website: text('website'),
  address: text('address'),
  degree: text('degree'),
  engineering: text('engineering'),
  guardianFirstName: text('guardian_first_name'),
  guardianLastName: text('guardian_last_name'),
  guardianJobTitle: text('guardian_job_title'),
  guardianTelephone: text('guardian_telephone'),
  guardianMobile: text('guardian_mobile'),
  guardianEmail: text('guardian_email'),
  courses: jsonb('courses').$type<string[]>().notNull().default([]),
  courseOtherText: text('course_other_text'),
  date: text('date'),
  attribution: jsonb('attribution').$type<LeadAttribution>(),
  createdAt: createdAt(),
});

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    /** Stable key of seeded posts, so seeding twice changes nothing. */
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    featuredImage: text('featured_image').notNull(),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('blogs_published_created_idx').on(t.published, t.createdAt)],
);

export const accreditations = pgTable('accreditations', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().unique(),
  imagepath: text('imagepath').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

/** The transactional outbox: written with the lead, delivered by the notification worker. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null and ${t.failedAt} is null`)],
);
