import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { REGISTRATION_FIELDS, REGISTRATION_LABELS, promptsOf } from '../../../contract/lead-fields';
import { RegistrationSchema, type Registration, type RegistrationInput } from '../../../contract/leads';
import { FORM_TEXTS, REGISTRATION_COURSE_OPTIONS } from '../../../contract/lead-texts';
import { submitJson } from '../../lib/api';
import { FormBanners } from './banner';
import { Honeypot } from './honeypot';
import { useFormGuard } from './use-form-guard';
import { TextAreaField, TextField } from './field';

const EMPTY: RegistrationInput = {
  first_name: '', last_name: '', aadhar_no: '', mobile: '', email: '', postcode: '', country: '', main_tel: '', website: '', address: '',
  degree: '', engineering: '', guardian_first_name: '', guardian_last_name: '', guardian_job_title: '', guardian_telephone: '',
  guardian_mobile: '', guardian_email: '', courses: [], course_other_text: '', date: '', fax: '',
};

const ASKS = promptsOf(REGISTRATION_FIELDS);

type TextName = Exclude<keyof RegistrationInput, 'courses' | 'degree' | 'engineering' | 'attribution' | 'fax' | 'form_token'>;

export function RegistrationForm() {
  const [banner, setBanner] = useState<{ success?: string; error?: string }>({});
  const { formRef, guardFields } = useFormGuard();
  // Read once, while hydrating: see answersChosenBeforeHydration.
  const [defaultValues] = useState(() => ({ ...EMPTY, ...answersChosenBeforeHydration() }));
  const form = useForm<RegistrationInput, unknown, Registration>({ resolver: zodResolver(RegistrationSchema), defaultValues });
  const { register, handleSubmit, reset, setError, setFocus, setValue, formState } = form;
  const { errors, isSubmitting } = formState;

  const text = (name: TextName, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <TextField label={ASKS[name]} error={errors[name]?.message} {...extra} {...register(name)} />
  );

  const onSubmit = handleSubmit(async (values) => {
    setBanner({});
    const outcome = await submitJson('/api/register', { ...values, ...(await guardFields()) }, FORM_TEXTS.registration);
    if (outcome.ok) {
      reset(EMPTY);
      setBanner({ success: outcome.message });
      return;
    }
    // On failure the visitor's entries stay as typed; the first field the server refused, in form order, takes focus.
    const refused = (Object.keys(EMPTY) as (keyof RegistrationInput)[]).filter((field) => outcome.errors?.[field]);
    for (const field of refused) setError(field, { message: outcome.errors![field] });
    setBanner({ error: outcome.message });
    if (refused[0]) setFocus(refused[0]);
  });

  const coursesField = register('courses');

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Registration" className="relative space-y-8" data-testid="registration-form">
      <FormBanners {...banner} />
      <Honeypot field={register('fax')} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-brand-900">Your details</legend>
        {text('first_name', { required: true, autoComplete: 'given-name' })}
        {text('last_name', { required: true, autoComplete: 'family-name' })}
        {text('aadhar_no', { inputMode: 'numeric' })}
        {text('mobile', { required: true, type: 'tel', autoComplete: 'tel' })}
        {text('email', { required: true, type: 'email', autoComplete: 'email' })}
        {text('postcode', { autoComplete: 'postal-code' })}
        {text('country', { autoComplete: 'country-name' })}
        {text('main_tel', { type: 'tel' })}
        {text('website', { type: 'url', placeholder: 'https://' })}
        <TextAreaField label={ASKS.address} wrapperClassName="sm:col-span-2" autoComplete="street-address" rows={3} error={errors.address?.message} {...register('address')} />
        <YesNo label={ASKS.degree} error={errors.degree?.message} {...register('degree')} />
        <YesNo label={ASKS.engineering} error={errors.engineering?.message} {...register('engineering')} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-brand-900">Parent or guardian</legend>
        {text('guardian_first_name')}
        {text('guardian_last_name')}
        {text('guardian_job_title')}
        {text('guardian_telephone', { type: 'tel' })}
        {text('guardian_mobile', { type: 'tel' })}
        {text('guardian_email', { type: 'email' })}
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-lg font-bold text-brand-900">{REGISTRATION_LABELS.courses}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {REGISTRATION_COURSE_OPTIONS.map((option) => (
            <label key={option} className="flex items-start gap-2 text-sm text-ink">
              <input
                type="checkbox"
                value={option}
                className="mt-0.5 h-4 w-4 accent-accent-600"
                {...coursesField}
                onChange={(event) => {
                  void coursesField.onChange(event);
                  // Ticking Other starts the other-course text afresh; the tick itself stays.
                  if (option === 'Other' && event.target.checked) setValue('course_other_text', '');
                }}
              />
              {option}
            </label>
          ))}
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {text('course_other_text')}
          {text('date', { type: 'date' })}
        </div>
      </fieldset>
      <button type="submit" className="btn-primary" disabled={isSubmitting}>
        {isSubmitting ? 'Submitting…' : 'Submit registration'}
      </button>
    </form>
  );
}

/**
 * The Yes/No answers the visitor chose in the server's HTML before the page hydrated. react-hook-form
 * keeps text typed and boxes ticked before it is ready, but sets radios back to their default value
 * (7.92's isEdited leaves radios out), which would silently drop an answer.
 */
function answersChosenBeforeHydration(): Partial<RegistrationInput> {
  if (typeof document === 'undefined') return {};
  const chosen = document.querySelectorAll<HTMLInputElement>('form[data-testid="registration-form"] input[type="radio"]:checked');
  return Object.fromEntries([...chosen].map((radio) => [radio.name, radio.value]));
}

type YesNoProps = ReturnType<ReturnType<typeof useForm<RegistrationInput>>['register']> & { label: string; error?: string };

/** An optional Yes/No question (spec §5); when its answer is refused, the group says why, like every other field. */
function YesNo({ label, error, ...field }: YesNoProps) {
  const errorId = `${useId()}-error`;
  const described = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <fieldset {...described}>
      <legend className="text-sm font-medium text-brand-900">{label}</legend>
      <div className="mt-2 flex gap-6">
        {(['Yes', 'No'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" value={value} className="h-4 w-4 accent-accent-600" {...described} {...field} />
            {value}
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
