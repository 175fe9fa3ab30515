import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Batch } from '../../../contract/batches';
import { CONTACT_FIELDS, promptsOf } from '../../../contract/lead-fields';
import { ContactEnquirySchema, type ContactEnquiry, type ContactEnquiryInput } from '../../../contract/leads';
import { COURSE_OPTIONS, FORM_TEXTS, TRACK_OPTIONS, type CourseOption } from '../../../contract/lead-texts';
import { submitJson } from '../../lib/api';
import { FormBanners } from './banner';
import { ChosenBatch } from './chosen-batch';
import { Honeypot } from './honeypot';
import { useFormGuard } from './use-form-guard';
import { SelectField, TextAreaField, TextField } from './field';

const ASKS = promptsOf(CONTACT_FIELDS);

const EMPTY = { name: '', phone: '', email: '', course: '', batch: undefined, track: '', description: '', fax: '' } as unknown as ContactEnquiryInput;

/** The hidden field's text as the schema takes it: a batch's number, or none. */
const batchValue = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));

/**
 * The contact enquiry form of spec §2-§5: six fields, banners above, state machine of §4; and the
 * batch the page was opened for (`?batch=` on a course page), which the visitor may clear.
 */
export function EnquiryForm({ defaultCourse, batch: openedFor }: { defaultCourse?: CourseOption; batch?: Batch }) {
  const initial = { ...EMPTY, ...(defaultCourse ? { course: defaultCourse } : {}), batch: openedFor?.id };
  const [batch, setBatch] = useState(openedFor);
  const [banner, setBanner] = useState<{ success?: string; error?: string }>({});
  const { formRef, guardFields } = useFormGuard();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ContactEnquiryInput, unknown, ContactEnquiry>({ resolver: zodResolver(ContactEnquirySchema), defaultValues: initial });

  const onSubmit = handleSubmit(async (values) => {
    setBanner({});
    const outcome = await submitJson('/api/contact', { ...values, ...(await guardFields()) }, FORM_TEXTS.contact);
    if (outcome.ok) {
      reset(EMPTY);
      setBatch(undefined);
      setBanner({ success: outcome.message });
      return;
    }
    for (const [field, reason] of Object.entries(outcome.errors ?? {})) {
      if (field in EMPTY) setError(field as keyof ContactEnquiryInput, { message: reason });
    }
    setBanner({ error: outcome.message });
  });

  const clearBatch = () => {
    setBatch(undefined);
    setValue('batch', undefined);
    // A reload of the page then opens the form without it.
    const url = new URL(window.location.href);
    url.searchParams.delete('batch');
    window.history.replaceState(window.history.state, '', url);
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Contact enquiry" className="relative space-y-4" data-testid="enquiry-form">
      <FormBanners {...banner} />
      <Honeypot field={register('fax')} />
      <TextField label={ASKS.name} autoComplete="name" required error={errors.name?.message} {...register('name')} />
      <TextField label={ASKS.phone} type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      <TextField label={ASKS.email} type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      {/* Defaults in the markup too: the form's code may arrive after the page is shown (lazy-enquiry-form.tsx). */}
      <SelectField label={ASKS.course} required placeholder="Which Course you are interested in..." options={COURSE_OPTIONS} defaultValue={initial.course} error={errors.course?.message} {...register('course')} />
      <ChosenBatch label={ASKS.batch} batch={batch} error={errors.batch?.message} onClear={clearBatch} field={register('batch', { setValueAs: batchValue })} />
      <SelectField label={ASKS.track} required placeholder="What is your time plan..." options={TRACK_OPTIONS} defaultValue="" error={errors.track?.message} {...register('track')} />
      <TextAreaField label={ASKS.description} error={errors.description?.message} {...register('description')} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={isSubmitting} aria-disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send Message'}
      </button>
    </form>
  );
}
