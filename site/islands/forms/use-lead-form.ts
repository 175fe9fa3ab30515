import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { FormPost } from '../../../shared/form-posts';
import { FIELDS_OF, type LeadForm } from '../../../shared/lead-fields';
import { fieldMessages, type FormWords } from '../../../shared/lead-texts';
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

const POSTED_TO = { contact: '/api/contact', registration: '/api/register' } as const;

/** The language of the page the form is on (its `<html lang>`): the server answers and files the lead in it. */
const pageLanguage = () => document.documentElement.lang || 'en';

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
 * are shown from the start, as after a Send. `words`: the form's words in its page's language, whose
 * language the server is asked to answer in.
 */
export function useLeadForm<F extends LeadForm>(
  form: F,
  {
    batch,
    onSent,
    post,
    words,
  }: {
    batch: () => number | undefined;
    onSent: () => void;
    post?: FormPost;
    words: FormWords<F>;
  },
) {
  const fields = FIELDS_OF[form];
  const labels: Record<string, string> = words.form.labels;
  const says = fieldMessages(words.messages);
  /** A reply's refusals of this form's own fields. */
  const atFields = (errors: Record<string, string> = {}): FieldErrors =>
    Object.fromEntries(Object.entries(errors).filter(([name]) => name in labels));
  const [errors, setErrors] = useState<FieldErrors>(() =>
    post && 'errors' in post ? atFields(post.errors) : {},
  );
  const [banner, setBanner] = useState<Banner>(() =>
    !post
      ? {}
      : 'sent' in post
        ? { success: post.sent, reference: post.reference, next: words.form.next }
        : { error: post.refused },
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
    if (refuse(element, browserErrors(element, labels, says))) return;
    busy.current = true;
    setBanner({});
    setSending(true);
    const body = { ...leadValues(element, fields), batch: batch(), ...(await guardFields()) };
    const outcome = await submitJson(POSTED_TO[form], body, words.form, pageLanguage());
    busy.current = false;
    setSending(false);
    if (outcome.ok) {
      clearFields(element);
      tried.current = false;
      onSent();
      answer(element, {
        success: outcome.message,
        reference: outcome.reference,
        next: words.form.next,
      });
      return;
    }
    // The first refused field, or else the error banner, takes the visitor.
    answer(element, { error: outcome.message });
    refuse(element, atFields(outcome.errors));
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const field = event.target as HTMLInputElement;
    const label = labels[field.name];
    if (!tried.current || !label) return;
    const message = browserMessage(field, label, says);
    setErrors((current) => ({ ...current, [field.name]: message }));
  };

  return {
    formRef,
    errors,
    banner: { ...banner, referenceLabel: words.common.reference },
    sending,
    onSubmit,
    onChange,
  };
}
