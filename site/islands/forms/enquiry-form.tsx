import type { ChosenBatch as Chosen } from '../../../shared/batches';
import { postedChoice, postedText, postedValues, type FormPost } from '../../../shared/form-posts';
import { CONTACT_LIMITS as MAX, PHONE_PATTERN } from '../../../shared/lead-limits';
import {
  promptsIn,
  type CourseOption,
  type FormWords,
  type TrackOption,
} from '../../../shared/lead-texts';
import { FormBanners } from './banner';
import { ChosenBatch, useChosenBatch } from './chosen-batch';
import { SelectField, TextAreaField, TextField } from './field';
import { Honeypot } from './honeypot';
import { useLeadForm } from './use-lead-form';

/**
 * The contact enquiry form of the specification: six fields, banners above, state machine it describes; and the
 * batch the page was opened for (`?batch=` on a course page), which the visitor may clear. Without
 * scripts it posts itself to `action` (ADR 0017), whose page draws it again with `post`. `words`: all
 * it says, in its page's language (the options' values stay the English ones the server stores).
 */
export function EnquiryForm({
  action,
  clearHref,
  defaultCourse,
  batch: openedFor,
  coursePage,
  post,
  words,
}: {
  action: string;
  words: FormWords<'contact'>;
  /** This page without the batch. */
  clearHref: string;
  defaultCourse?: CourseOption;
  batch?: Chosen;
  /** The course page the form is on: sent, hidden, so the lead names the course. */
  coursePage?: string;
  post?: FormPost;
}) {
  const batch = useChosenBatch(openedFor);
  const { formRef, errors, banner, sending, onSubmit, onChange } = useLeadForm('contact', {
    batch: batch.id,
    onSent: batch.sent,
    post,
    words,
  });
  const entered = postedValues(post);
  const ASKS = promptsIn(words);
  const { courses, tracks } = words.form;
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onChange={onChange}
      method="post"
      action={action}
      noValidate
      aria-label={words.form.formName}
      className="relative space-y-4"
      data-testid="enquiry-form"
    >
      <FormBanners {...banner} />
      <Honeypot />
      {/* A post without scripts is answered on the contacts page: the course page it came from stays. */}
      {(coursePage ?? postedText(entered.course_page)) && (
        <input
          type="hidden"
          name="course_page"
          value={coursePage ?? postedText(entered.course_page)}
        />
      )}
      <TextField
        name="name"
        label={ASKS.name}
        autoComplete="name"
        maxLength={MAX.name}
        required
        error={errors.name}
        defaultValue={postedText(entered.name)}
      />
      <TextField
        name="phone"
        label={ASKS.phone}
        type="tel"
        autoComplete="tel"
        maxLength={MAX.phone}
        pattern={PHONE_PATTERN}
        error={errors.phone}
        defaultValue={postedText(entered.phone)}
      />
      <TextField
        name="email"
        label={ASKS.email}
        type="email"
        autoComplete="email"
        maxLength={MAX.email}
        required
        error={errors.email}
        defaultValue={postedText(entered.email)}
      />
      <SelectField
        name="course"
        label={ASKS.course}
        required
        placeholder={words.form.coursePlaceholder}
        options={courses}
        defaultValue={
          postedChoice(entered.course, Object.keys(courses) as CourseOption[]) ??
          defaultCourse ??
          ''
        }
        error={errors.course}
      />
      <ChosenBatch
        label={ASKS.batch}
        batch={batch.chosen}
        error={errors.batch}
        onClear={batch.clear}
        clearHref={clearHref}
        words={words.common}
      />
      <SelectField
        name="track"
        label={ASKS.track}
        required
        placeholder={words.form.trackPlaceholder}
        options={tracks}
        defaultValue={postedChoice(entered.track, Object.keys(tracks) as TrackOption[]) ?? ''}
        error={errors.track}
      />
      <TextAreaField
        name="description"
        label={ASKS.description}
        maxLength={MAX.description}
        error={errors.description}
        defaultValue={postedText(entered.description)}
      />
      <button
        type="submit"
        className="btn-primary w-full sm:w-auto"
        disabled={sending}
        aria-disabled={sending}
      >
        {sending ? words.form.sending : words.form.send}
      </button>
    </form>
  );
}
