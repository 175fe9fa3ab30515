import { courseBySlug, courseIn } from './content/courses';
import { fill, inLanguage, type InLanguages, type Lang } from './lang';
import { LIST_JOINER, type LeadForm } from './lead-fields';
import { leadWordsIn } from './lead-words';

/**
 * The WhatsApp message staff open from a lead's page, in the lead's language: `{firstName}`,
 * `{academy}` (its Latin name) and, where the lead names one, `{about}` (its batch, else its course
 * page, else the courses it ticked, each in the lead's language).
 */
export const WHATSAPP_GREETING: InLanguages<Record<'about' | 'plain', Record<LeadForm, string>>> = {
  en: {
    about: {
      contact: 'Hello {firstName}, this is {academy}, replying to your enquiry about {about}.',
      registration:
        'Hello {firstName}, this is {academy}, replying to your registration about {about}.',
    },
    plain: {
      contact: 'Hello {firstName}, this is {academy}, replying to your enquiry.',
      registration: 'Hello {firstName}, this is {academy}, replying to your registration.',
    },
  },
  ar: {
    about: {
      contact: 'مرحبًا {firstName}، معك {academy}، نتواصل معك بشأن استفسارك عن {about}.',
      registration: 'مرحبًا {firstName}، معك {academy}، نتواصل معك بشأن طلب تسجيلك في {about}.',
    },
    plain: {
      contact: 'مرحبًا {firstName}، معك {academy}، نتواصل معك بشأن استفسارك.',
      registration: 'مرحبًا {firstName}، معك {academy}، نتواصل معك بشأن طلب تسجيلك.',
    },
  },
};

export interface GreetedLead {
  form: LeadForm;
  language: Lang;
  name: string;
  /** Its batch in words, as the server names it. */
  batch: string | null;
  /** The course page it was sent from (its batch's course where it names a batch). */
  courseSlug: string | null;
  /** The options it ticked, as stored (English). */
  courses: readonly string[];
}

/** The WhatsApp greeting of a lead: a whole sentence whether or not it names a course. */
export function whatsappGreeting(lead: GreetedLead, academy: string): string {
  const lang = lead.language;
  const words = inLanguage(lang, WHATSAPP_GREETING);
  const firstName = lead.name.trim().split(/\s+/)[0] ?? '';
  const course = lead.courseSlug ? courseBySlug(lead.courseSlug) : undefined;
  const options: Readonly<Record<string, string>> = leadWordsIn(lang)[lead.form].courses;
  const about =
    lead.batch ??
    (course
      ? courseIn(lang, course).title
      : lead.courses
          .map((value) => options[value] ?? value)
          .join(inLanguage(lang, { en: LIST_JOINER, ar: '؛ ' })));
  return fill(about ? words.about[lead.form] : words.plain[lead.form], {
    firstName,
    academy,
    about,
  });
}
