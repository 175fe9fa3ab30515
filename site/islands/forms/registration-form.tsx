import { useId, type ChangeEvent } from 'react';
import type { ChosenBatch as ChosenBatchWords } from '../../../shared/batches';
import { postedText, postedValues, type FormPost } from '../../../shared/form-posts';
import type { REGISTRATION_FIELDS } from '../../../shared/lead-fields';
import { PHONE_PATTERN } from '../../../shared/lead-limits';
import { REGISTRATION_LIMITS as MAX } from '../../../shared/registration-limits';
import { fill } from '../../../shared/lang';
import {
  promptsIn,
  type FormWords,
  type LeadWords,
  type RegistrationCourse,
} from '../../../shared/lead-texts';
import { FormBanners } from './banner';
import { ChosenBatch, useChosenBatch } from './chosen-batch';
import { WithCodes } from '../ui/with-codes';
import { TextAreaField, TextField } from './field';
import { Honeypot } from './honeypot';
import { useLeadForm } from './use-lead-form';

type Name = (typeof REGISTRATION_FIELDS)[number]['name'];

/** Ticking Other starts the other-course text afresh; the tick itself stays. */
function startOtherAfresh(event: ChangeEvent<HTMLInputElement>) {
  const other = event.target.form?.elements.namedItem('course_other_text');
  if (event.target.checked && other instanceof HTMLInputElement) other.value = '';
}

/**
 * The registration form of the specification; on failure the entries stay as typed. It
 * carries the batch its page was opened for (`/register?batch=`, from a course page), which the
 * visitor may clear, and the course (`?course=`, or the batch's): its option in the list ticked, or,
 * for a course the list does not name, named above it and sent as `course_slug`. Without scripts
 * it posts itself to `action` (ADR 0017), whose page draws it again with `post`. `words`: all it
 * says, in its page's language (the courses' values stay the English ones the server stores).
 */
export function RegistrationForm({
  action,
  clearHref,
  batch: openedFor,
  course,
  post,
  words,
}: {
  action: string;
  words: FormWords<'registration'>;
  /** This page without the batch. */
  clearHref: string;
  batch?: ChosenBatchWords;
  /** The course the page was opened for (`?course=`, or its batch's): its option ticked, or named above the list. */
  course?: RegistrationCourse;
  post?: FormPost;
}) {
  const batch = useChosenBatch(openedFor);
  const { formRef, errors, banner, sending, onSubmit, onChange } = useLeadForm('registration', {
    batch: batch.id,
    onSent: batch.sent,
    post,
    words,
  });
  const ASKS = promptsIn(words);
  const entered = postedValues(post);
  const ticked = Array.isArray(entered.courses)
    ? entered.courses
    : course?.option && !post
      ? [course.option]
      : [];
  const text = (name: Name, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <TextField
      name={name}
      label={ASKS[name]}
      error={errors[name]}
      defaultValue={postedText(entered[name])}
      maxLength={name in MAX ? MAX[name as keyof typeof MAX] : undefined}
      // A phone field's own rule, checked by the browser first (shared/lead-limits.ts).
      pattern={extra.type === 'tel' ? PHONE_PATTERN : undefined}
      {...extra}
    />
  );

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onChange={onChange}
      method="post"
      action={action}
      noValidate
      aria-label={words.form.formName}
      className="relative space-y-8"
      data-testid="registration-form"
    >
      <FormBanners {...banner} />
      <Honeypot />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-brand-900">{words.form.yourDetails}</legend>
        {text('first_name', { required: true, autoComplete: 'given-name' })}
        {text('last_name', { required: true, autoComplete: 'family-name' })}
        {text('aadhar_no', { inputMode: 'numeric' })}
        {text('mobile', { required: true, type: 'tel', autoComplete: 'tel' })}
        {text('email', { required: true, type: 'email', autoComplete: 'email' })}
        {text('postcode', { autoComplete: 'postal-code' })}
        {text('country', { autoComplete: 'country-name' })}
        {text('main_tel', { type: 'tel' })}
        {text('website', { type: 'url', placeholder: 'https://' })}
        <TextAreaField
          name="address"
          label={ASKS.address}
          wrapperClassName="sm:col-span-2"
          autoComplete="street-address"
          rows={3}
          maxLength={MAX.address}
          error={errors.address}
          defaultValue={postedText(entered.address)}
        />
        <YesNo
          name="degree"
          label={ASKS.degree}
          error={errors.degree}
          answer={postedText(entered.degree)}
          answers={words.form.yesNo}
        />
        <YesNo
          name="engineering"
          label={ASKS.engineering}
          error={errors.engineering}
          answer={postedText(entered.engineering)}
          answers={words.form.yesNo}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-brand-900">{words.form.guardian}</legend>
        {text('guardian_first_name')}
        {text('guardian_last_name')}
        {text('guardian_job_title')}
        {text('guardian_telephone', { type: 'tel' })}
        {text('guardian_mobile', { type: 'tel' })}
        {text('guardian_email', { type: 'email' })}
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-lg font-bold text-brand-900">
          {words.form.labels.courses}
        </legend>
        <ChosenBatch
          label={ASKS.batch}
          batch={batch.chosen}
          error={errors.batch}
          onClear={batch.clear}
          clearHref={clearHref}
          className="mb-4"
          words={words.common}
        />
        <input type="hidden" name="course_slug" value={course?.slug ?? ''} />
        {course && !course.option && (
          <p className="mb-4 font-semibold text-brand-900" data-testid="registering-for">
            <WithCodes text={fill(words.messages.chosenCourse, { title: course.title })} />
          </p>
        )}
        <div className="grid gap-2 sm:grid-cols-2">
          {Object.entries(words.form.courses).map(([option, shown]) => (
            <label key={option} className="flex items-start gap-2 text-sm text-ink">
              <input
                type="checkbox"
                name="courses"
                value={option}
                className="mt-0.5 h-4 w-4 accent-accent-600"
                defaultChecked={ticked.includes(option)}
                onChange={option === 'Other' ? startOtherAfresh : undefined}
              />
              <WithCodes text={shown} flexItem />
            </label>
          ))}
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {text('course_other_text')}
          {text('date', { type: 'date' })}
        </div>
      </fieldset>
      <button type="submit" className="btn-primary" disabled={sending}>
        {sending ? words.form.sending : words.form.send}
      </button>
    </form>
  );
}

/**
 * An optional Yes/No question; when its answer is refused, the group says why, like every
 * other field. Uncontrolled: an answer chosen before the island hydrated stays chosen; `answer`, the
 * one a post without scripts gave.
 */
function YesNo({
  name,
  label,
  error,
  answer,
  answers,
}: {
  name: Name;
  label: string;
  error?: string;
  answer?: string;
  /** Yes and No: the values sent, and the words shown. */
  answers: LeadWords['registration']['yesNo'];
}) {
  const errorId = `${useId()}-error`;
  const described = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <fieldset {...described}>
      <legend className="text-sm font-medium text-brand-900">{label}</legend>
      <div className="mt-2 flex gap-6">
        {Object.entries(answers).map(([value, shown]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={value}
              defaultChecked={answer === value}
              className="h-4 w-4 accent-accent-600"
              {...described}
            />
            {shown}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
