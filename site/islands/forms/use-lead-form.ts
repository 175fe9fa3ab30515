import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { FormPost } from '../../../shared/form-posts';
import {
  FIELDS_OF,
  type LeadField,
  type LeadForm,
  type PublicForm,
} from '../../../shared/lead-fields';
import { fieldMessages, type FieldMessages, type FormWords } from '../../../shared/lead-texts';
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
 * A form that speaks for itself (the company enquiry, in its page's language), its words already read
 * by its own island: its fields and labels, its banners, and its one message per field shown whatever
 * rule the field broke (`said`). Read there, so the two lead forms' shared code holds none of it.
 */
export interface SpokenForm {
  fields: readonly LeadField[];
  labels: Record<string, string>;
  texts: { success: string; rejected: string; failed: string; next: string };
  referenceLabel: string;
  /** The browser's checks' words, in the page's language. */
  says: FieldMessages;
  said: (errors: FieldErrors) => FieldErrors;
}

/** What a lead form reads of its words (LEAD_WORDS in its page's language). */
const spokenBy = (form: LeadForm, words: FormWords<LeadForm>) => ({
  fields: FIELDS_OF[form],
  labels: words.form.labels as Record<string, string>,
  texts: words.form,
  referenceLabel: words.common.reference,
  says: fieldMessages(words.messages),
  said: undefined,
});

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
    words: FormWords<LeadForm> | SpokenForm;
    /** The form's own checks the browser has none for (a group of boxes one of which must be ticked). */
    check?: (element: HTMLFormElement) => FieldErrors;
  },
) {
  const spoken = 'said' in words ? words : spokenBy(form as LeadForm, words);
  const { fields, labels, texts, referenceLabel, says } = spoken;
  /** A form that speaks for itself says its own message for a refused field, and its own banners. */
  const own = spoken.said && spoken.texts;
  const said = spoken.said ?? ((errors: FieldErrors) => errors);
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
            success: own ? own.success : post.sent,
            reference: post.reference,
            next: texts.next,
          }
        : { error: post.refused || (own ? own.rejected : '') },
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
    if (refuse(element, said({ ...check(element), ...browserErrors(element, labels, says) })))
      return;
    busy.current = true;
    setBanner({});
    setSending(true);
    const body = { ...leadValues(element, fields), batch: batch(), ...(await guardFields()) };
    const outcome = await submitJson(POSTED_TO[form], body, texts, pageLanguage());
    busy.current = false;
    setSending(false);
    if (outcome.ok) {
      clearFields(element);
      tried.current = false;
      onSent();
      answer(element, {
        success: own ? own.success : outcome.message,
        reference: outcome.reference,
        next: texts.next,
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
    const message = browserMessage(field, label, says) ?? check(field.form!)[field.name];
    setErrors((current) => ({ ...current, ...said({ [field.name]: message }) }));
  };

  return {
    formRef,
    errors,
    banner: { ...banner, referenceLabel },
    sending,
    onSubmit,
    onChange,
  };
}
