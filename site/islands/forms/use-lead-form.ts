import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { FormPost } from '../../../shared/form-posts';
import {
  FIELDS_OF,
  labelsOf,
  type LeadField,
  type LeadForm,
  type PublicForm,
} from '../../../shared/lead-fields';
import { FORM_TEXTS, NEXT_STEPS } from '../../../shared/lead-texts';
import { submitJson } from '../lib/api';
import { BANNER_SHOWN, type Banner } from './banner';
import {
  browserErrors,
  browserMessage,
  clearFields,
  focusFirstRefused,
  leadValues,
  takeTo,
  type FieldErrors,
} from './field-checks';
import { useFormGuard } from './use-form-guard';

const POSTED_TO = {
  contact: '/api/contact',
  registration: '/api/register',
  company: '/api/company-enquiry',
} as const;

/**
 * A form that speaks the page's language (the company enquiry): its fields, its own banners, and one
 * message per field shown whatever rule the field broke, in the browser or at the server.
 */
export interface FormWords {
  fields: readonly LeadField[];
  success: string;
  rejected: string;
  failed: string;
  next: string;
  reference: string;
  messages: Record<string, string>;
}

/**
 * A public form run by React and the browser alone (ADR 0015): its fields are uncontrolled, so what
 * was typed, chosen or ticked before the island hydrated stays; on Send the browser's checks
 * (required, email, web address) are shown in the schema's words, and otherwise the entries go to
 * the server, whose schema is the authority: its refusals are shown at their fields, the first one
 * focused, as the browser's are. Every answer takes the focus and the screen: the confirmation (with
 * the reference to quote and what happens next), else the first refused field, else the error. The specification: banners cleared on Send, the server's message or the spec's
 * fallback, every field emptied after success, kept after a failure. Once Send has been pressed, a
 * field's message follows its changes.
 *
 * `batch`: the id of the batch the form carries (chosen-batch.tsx), read when it is sent. `post`: a
 * post of this form made without scripts, which this page answers (ADR 0017): its banner and refusals
 * are shown from the start, as after a Send.
 */
export function useLeadForm(
  form: PublicForm,
  {
    batch = () => undefined,
    onSent = () => {},
    post,
    words,
    check = () => ({}),
  }: {
    batch?: () => number | undefined;
    onSent?: () => void;
    post?: FormPost;
    words?: FormWords;
    /** The form's own checks the browser has none for (a group of boxes one of which must be ticked). */
    check?: (element: HTMLFormElement) => FieldErrors;
  },
) {
  // A form with words of its own brings its fields too, so the lead forms' code holds none of its.
  const lead = form as LeadForm;
  const fields = words?.fields ?? FIELDS_OF[lead];
  const labels: Record<string, string> = labelsOf(fields);
  const texts = words ?? { ...FORM_TEXTS[lead], next: NEXT_STEPS[lead] };
  /** A field's refusal as the form says it: its own message, where it has words of its own. */
  const said = (errors: FieldErrors): FieldErrors =>
    words
      ? Object.fromEntries(
          Object.entries(errors).map(([name, message]) => [
            name,
            message && (words.messages[name] ?? message),
          ]),
        )
      : errors;
  /** A reply's refusals of this form's own fields (a list's item, `interests.0`, at its list). */
  const atFields = (errors: Record<string, string> = {}): FieldErrors =>
    said(
      Object.fromEntries(
        Object.entries(errors)
          .map(([name, message]) => [name.split('.')[0]!, message] as const)
          .filter(([name]) => name in labels)
          .reverse(),
      ),
    );
  const [errors, setErrors] = useState<FieldErrors>(() =>
    post && 'errors' in post ? atFields(post.errors) : {},
  );
  const [banner, setBanner] = useState<Banner>(() =>
    !post
      ? {}
      : 'sent' in post
        ? {
            success: words ? words.success : post.sent,
            reference: post.reference,
            referenceLabel: words?.reference,
            next: texts.next,
          }
        : { error: words ? words.rejected : post.refused },
  );
  const [sending, setSending] = useState(false);
  const tried = useRef(post !== undefined && 'errors' in post);
  const busy = useRef(false);
  const { formRef, guardFields } = useFormGuard();

  /** Shows a banner and takes the visitor to it, so that the answer to a Send is what they see. */
  const answer = (element: HTMLFormElement, shown: Banner) => {
    flushSync(() => setBanner(shown));
    const target = element.querySelector<HTMLElement>(BANNER_SHOWN);
    if (target) takeTo(target);
  };

  /** Shows the refusals, then focuses the first: its message is in the page when the focus announces it. */
  const refuse = (element: HTMLFormElement, refused: FieldErrors) => {
    flushSync(() => setErrors(refused));
    return focusFirstRefused(element, refused);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    if (busy.current) return;
    tried.current = true;
    if (refuse(element, said({ ...check(element), ...browserErrors(element, labels) }))) return;
    busy.current = true;
    setBanner({});
    setSending(true);
    const body = { ...leadValues(element, fields), batch: batch(), ...(await guardFields()) };
    const outcome = await submitJson(POSTED_TO[form], body, texts);
    busy.current = false;
    setSending(false);
    if (outcome.ok) {
      clearFields(element);
      tried.current = false;
      onSent();
      answer(element, {
        success: words ? words.success : outcome.message,
        reference: outcome.reference,
        referenceLabel: words?.reference,
        next: texts.next,
      });
      return;
    }
    // The first refused field, or else the error banner, takes the visitor.
    answer(element, { error: words && outcome.errors ? words.rejected : outcome.message });
    refuse(element, atFields(outcome.errors));
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const field = event.target as HTMLInputElement;
    const label = labels[field.name];
    if (!tried.current || !label) return;
    const message = browserMessage(field, label) ?? check(field.form!)[field.name];
    setErrors((current) => ({ ...current, ...said({ [field.name]: message }) }));
  };

  return { formRef, errors, banner, sending, onSubmit, onChange };
}
