import type { ChosenBatch } from '../../../shared/batches';
import type { PostedValues } from '../../../shared/form-posts';
import type { BatchReader } from '../../../shared/page-locals';
import { courseBySlug, courseIn } from '../../../shared/content/courses';
import type { Lang } from '../../../shared/lang';
import { codesIsolated } from '../../../shared/code-runs';
import { REGISTRATION_OPTION_OF_COURSE, type RegistrationCourse } from '../../../shared/lead-texts';

// What a form's page reads on the server (site/pages/register.astro, contacts.astro).

/**
 * The batch a form's page shows: the one a post to it carried, or its address names
 * (`?batch=`), in the server's words or with why it may not be chosen; none for anything else.
 */
export async function batchToShow(
  batches: Pick<BatchReader, 'chosenBatch'>,
  id: PostedValues[string] | null,
  lang: Lang,
): Promise<ChosenBatch | undefined> {
  if (typeof id === 'number') return batches.chosenBatch(id, lang);
  return typeof id === 'string' && /^\d{1,10}$/.test(id)
    ? batches.chosenBatch(Number(id), lang)
    : undefined;
}

/**
 * The course the registration page opens with: the one its address names (`?course=`, a course's
 * Register or Enroll), else the course of the batch it was opened for, else the one a post carried;
 * nothing for a slug no course has.
 */
export function registrationCourse(
  lang: Lang,
  slug: string | null | undefined,
  batch?: ChosenBatch,
): RegistrationCourse | undefined {
  const course =
    courseBySlug(slug ?? '') ?? (batch?.refusal ? undefined : courseBySlug(batch?.course ?? ''));
  if (!course) return undefined;
  return {
    slug: course.slug,
    // Its code isolated, as the form shows it in <bdi>.
    title: codesIsolated(courseIn(lang, course).title),
    option: REGISTRATION_OPTION_OF_COURSE[course.slug],
  };
}
