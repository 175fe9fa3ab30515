import { useId } from 'react';
import { postedText, postedValues, type FormPost } from '../../../shared/form-posts';
import { COMPANY_LIMITS as MAX } from '../../../shared/company-limits';
import type { LeadField } from '../../../shared/lead-fields';
import { fieldMessages, type FieldMessageTexts } from '../../../shared/lead-texts';
import { PHONE_PATTERN } from '../../../shared/lead-limits';
import type { CompanyEnquiryWords } from '../../../shared/content/company-enquiry';
import type { CompanyOptions, FormOption } from '../../../shared/content/texts';
import { FormBanners } from './banner';
import { FieldShell, TextAreaField, TextField } from './field';
import type { FieldErrors } from './field-checks';
import { Honeypot } from './honeypot';
import { useLeadForm } from './use-lead-form';
import { WithCodes } from '../ui/with-codes';

const selectClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-accent-600 aria-[invalid=true]:border-red-600';

/**
 * The business track's company enquiry (ADR 0022): the contact, the company, its team size, the
 * subjects it would train in and where. Its words and choices come from the page in the page's
 * language; what it sends is the schema's (CompanyEnquirySchema). Without scripts it posts itself to
 * `action`, whose page draws it again with `post` (ADR 0017).
 */
export function CompanyForm({
  action,
  words,
  fields,
  fieldTexts,
  options,
  post,
}: {
  action: string;
  words: CompanyEnquiryWords;
  /** COMPANY_FIELDS and the field messages' texts, handed by the page: the lead forms' chunk holds neither. */
  fields: readonly LeadField[];
  fieldTexts: FieldMessageTexts;
  options: CompanyOptions;
  post?: FormPost;
}) {
  const { formRef, errors, banner, sending, onSubmit, onChange } = useLeadForm('company', {
    post,
    words: {
      fields,
      labels: words.labels,
      texts: words,
      referenceLabel: words.reference,
      says: fieldMessages(fieldTexts),
      // Its one message per field, whatever rule the field broke, in the browser or at the server.
      said: (errors) =>
        Object.fromEntries(
          Object.entries(errors).map(([name, message]) => [
            name,
            message && (words.messages[name as keyof typeof words.messages] ?? message),
          ]),
        ),
    },
    // A box of the group must be ticked: a rule the browser has no check for.
    check: (form): FieldErrors =>
      new FormData(form).getAll('interests').length === 0
        ? { interests: words.messages.interests }
        : {},
  });
  const entered = postedValues(post);
  const ticked = Array.isArray(entered.interests) ? entered.interests : [];
  const ask = words.labels;
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onChange={onChange}
      method="post"
      action={action}
      noValidate
      aria-label={words.formLabel}
      className="relative space-y-4"
      data-testid="company-form"
    >
      <FormBanners {...banner} />
      <Honeypot />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="name"
          label={ask.name}
          autoComplete="name"
          maxLength={MAX.name}
          required
          error={errors.name}
          defaultValue={postedText(entered.name)}
        />
        <TextField
          name="company"
          label={ask.company}
          autoComplete="organization"
          maxLength={MAX.company}
          required
          error={errors.company}
          defaultValue={postedText(entered.company)}
        />
        <TextField
          name="email"
          label={ask.email}
          type="email"
          autoComplete="work email"
          maxLength={MAX.email}
          required
          error={errors.email}
          defaultValue={postedText(entered.email)}
        />
        <TextField
          name="phone"
          label={ask.phone}
          type="tel"
          autoComplete="work tel"
          maxLength={MAX.phone}
          pattern={PHONE_PATTERN}
          required
          error={errors.phone}
          defaultValue={postedText(entered.phone)}
        />
        <Choice
          name="team_size"
          label={ask.team_size}
          placeholder={words.placeholders.team_size}
          options={options.teamSizes}
          error={errors.team_size}
          chosen={postedText(entered.team_size)}
        />
        <Choice
          name="centre"
          label={ask.centre}
          placeholder={words.placeholders.centre}
          options={options.centres}
          error={errors.centre}
          chosen={postedText(entered.centre)}
        />
      </div>
      <Boxes
        name="interests"
        label={ask.interests}
        hint={words.interestsHint}
        options={options.subjects}
        error={errors.interests}
        ticked={ticked}
      />
      <TextAreaField
        name="description"
        label={ask.description}
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
        {sending ? words.sending : words.send}
      </button>
    </form>
  );
}

/** A required choice whose words differ from the value it sends. */
function Choice({
  name,
  label,
  placeholder,
  options,
  error,
  chosen,
}: {
  name: string;
  label: string;
  placeholder: string;
  options: readonly FormOption[];
  error?: string;
  chosen?: string;
}) {
  const id = useId();
  return (
    <FieldShell label={label} required error={error} id={id}>
      <select
        id={id}
        name={name}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={selectClass}
        defaultValue={options.some((option) => option.value === chosen) ? chosen : ''}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A group of boxes, one or more of which must be ticked; refused as a group, like every field. */
function Boxes({
  name,
  label,
  hint,
  options,
  error,
  ticked,
}: {
  name: string;
  label: string;
  hint: string;
  options: readonly FormOption[];
  error?: string;
  ticked: readonly string[];
}) {
  const id = useId();
  const described = error ? `${id}-hint ${id}-error` : `${id}-hint`;
  return (
    <fieldset aria-describedby={described} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-brand-900">
        {label}
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-start gap-2 text-sm text-ink">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              className="mt-0.5 h-4 w-4 accent-accent-600"
              defaultChecked={ticked.includes(option.value)}
              aria-invalid={error ? true : undefined}
            />
            <WithCodes text={option.label} flexItem />
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
