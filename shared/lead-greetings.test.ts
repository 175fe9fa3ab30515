import { describe, expect, it } from 'vitest';
import { whatsappGreeting, type GreetedLead } from './lead-greetings';

const lead = (change: Partial<GreetedLead>): GreetedLead => ({
  form: 'contact',
  language: 'en',
  name: 'Meera Nair',
  batch: null,
  courseSlug: null,
  courses: [],
  ...change,
});
const greet = (change: Partial<GreetedLead>) => whatsappGreeting(lead(change), 'Academy');

describe('the WhatsApp greeting of a lead', () => {
  it('is a whole sentence when the lead names no course or batch', () => {
    expect(greet({ form: 'registration' })).toBe(
      'Hello Meera, this is Academy, replying to your registration.',
    );
    expect(greet({ language: 'ar', name: 'فاطمة الزهراء' })).toBe(
      'مرحبًا فاطمة، معك Academy، نتواصل معك بشأن استفسارك.',
    );
  });

  it('names its batch, else its course page, else the courses it ticked', () => {
    expect(greet({ courses: ['Professional Courses'] })).toBe(
      'Hello Meera, this is Academy, replying to your enquiry about Professional Courses.',
    );
    expect(greet({ courseSlug: 'pmp-certification', courses: ['Professional Courses'] })).toBe(
      'Hello Meera, this is Academy, replying to your enquiry about PMP Certification Training.',
    );
    expect(greet({ batch: 'PMP: 12 Dec 2026, Kochi', courseSlug: 'pmp-certification' })).toContain(
      'about PMP: 12 Dec 2026, Kochi.',
    );
  });

  it('names the course in Arabic for an Arabic lead: its course page’s Arabic title, or its category’s', () => {
    expect(greet({ language: 'ar', courses: ['Professional Courses'] })).toBe(
      'مرحبًا Meera، معك Academy، نتواصل معك بشأن استفسارك عن الدورات المهنية.',
    );
    expect(
      greet({ language: 'ar', form: 'registration', courseSlug: 'pmp-certification' }),
    ).toContain('في التدريب على شهادة PMP.');
  });
});
