import type { ChosenBatch as Chosen } from '../../../contract/batches';
import { CONTACT_FIELDS, promptsOf } from '../../../contract/lead-fields';
import { COURSE_OPTIONS, TRACK_OPTIONS, type CourseOption } from '../../../contract/lead-texts';
import { FormBanners } from './banner';
import { ChosenBatch, useChosenBatch } from './chosen-batch';
import { SelectField, TextAreaField, TextField } from './field';
import { Honeypot } from './honeypot';
import { useLeadForm } from './use-lead-form';

const ASKS = promptsOf(CONTACT_FIELDS);

/**
 * The contact enquiry form of spec §2-§5: six fields, banners above, state machine of §4; and the
 * batch the page was opened for (`?batch=` on a course page), which the visitor may clear.
 */
export function EnquiryForm({
  defaultCourse,
  batch: openedFor,
}: {
  defaultCourse?: CourseOption;
  batch?: Chosen;
}) {
  const batch = useChosenBatch(openedFor ?? null);
  const { formRef, errors, banner, sending, onSubmit, onChange } = useLeadForm('contact', {
    batch: batch.id,
    onSent: batch.sent,
  });
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onChange={onChange}
      noValidate
      aria-label="Contact enquiry"
      className="relative space-y-4"
      data-testid="enquiry-form"
    >
      <FormBanners {...banner} />
      <Honeypot />
      <TextField name="name" label={ASKS.name} autoComplete="name" required error={errors.name} />
      <TextField
        name="phone"
        label={ASKS.phone}
        type="tel"
        autoComplete="tel"
        error={errors.phone}
      />
      <TextField
        name="email"
        label={ASKS.email}
        type="email"
        autoComplete="email"
        required
        error={errors.email}
      />
      <SelectField
        name="course"
        label={ASKS.course}
        required
        placeholder="Which Course you are interested in..."
        options={COURSE_OPTIONS}
        defaultValue={defaultCourse ?? ''}
        error={errors.course}
      />
      <ChosenBatch
        label={ASKS.batch}
        batch={batch.chosen}
        error={errors.batch}
        onClear={batch.clear}
      />
      <SelectField
        name="track"
        label={ASKS.track}
        required
        placeholder="What is your time plan..."
        options={TRACK_OPTIONS}
        defaultValue=""
        error={errors.track}
      />
      <TextAreaField name="description" label={ASKS.description} error={errors.description} />
      <button
        type="submit"
        className="btn-primary w-full sm:w-auto"
        disabled={sending}
        aria-disabled={sending}
      >
        {sending ? 'Sending…' : 'Send Message'}
      </button>
    </form>
  );
}
