import { HONEYPOT_FIELD, type LeadField } from '../../../shared/lead-fields';
import type { FieldMessages } from '../../../shared/lead-texts';

// What a public form reads of its own fields, as plain DOM: the browser's checks in the schema's
// words, the entries to send, where to take the visitor, and the fields emptied after sending.

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A field's refusal, by field name. */
export type FieldErrors = Partial<Record<string, string>>;

const controls = (form: HTMLFormElement) =>
  [...form.elements].filter(
    (element): element is Control =>
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement,
  );

/**
 * The browser's own check of a field (required, type=email, a phone's pattern, type=url, a date it cannot read), in the
 * words the server's schema (schemas/leads.ts) gives the same refusal; undefined when it passes.
 * Every other rule (lengths, formats the browser accepts) is the server's, answered onto the field.
 */
export function browserMessage(
  field: Control,
  label: string,
  SAYS: FieldMessages,
): string | undefined {
  const { validity } = field;
  if (validity.valid) return undefined;
  if (validity.valueMissing)
    return field instanceof HTMLSelectElement ? SAYS.choice(label) : SAYS.required(label);
  if (field.type === 'email') return SAYS.email(label);
  if (field.type === 'tel') return SAYS.phone(label);
  if (field.type === 'url') return SAYS.website;
  if (field.type === 'date') return SAYS.date;
  return field.validationMessage;
}

/** The browser's refusals of a form's fields, the first per field. */
export function browserErrors(
  form: HTMLFormElement,
  labels: Record<string, string>,
  says: FieldMessages,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of controls(form)) {
    const label = labels[field.name];
    if (label) errors[field.name] ??= browserMessage(field, label, says);
  }
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message));
}

/**
 * Takes the visitor to the first refused field in the form's order and says whether there was one.
 * A hidden field (the chosen batch) is reached through the control beside it (its Clear button).
 */
export function focusFirstRefused(form: HTMLFormElement, errors: FieldErrors): boolean {
  const field = controls(form).find((control) => errors[control.name]);
  if (!field) return false;
  const target =
    field.type === 'hidden' ? field.closest('fieldset')?.querySelector('button') : field;
  if (target) takeTo(target);
  return true;
}

/**
 * Focuses an element and brings it to the middle of the screen: focus alone scrolls it just into
 * view, where the sticky header may cover it.
 */
export function takeTo(element: HTMLElement) {
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'center' });
}

/** The entries a form sends, by its field table: a list as every ticked value, the rest as typed (the server trims and checks). */
export function leadValues(
  form: HTMLFormElement,
  fields: readonly LeadField[],
): Record<string, unknown> {
  const data = new FormData(form);
  const values: Record<string, unknown> = {
    [HONEYPOT_FIELD]: data.get(HONEYPOT_FIELD) ?? undefined,
  };
  for (const { name, shown } of fields) {
    if (shown !== 'batch')
      values[name] = shown === 'list' ? data.getAll(name) : (data.get(name) ?? undefined);
  }
  return values;
}

/** Empties every field the visitor fills; hidden ones are React's. */
export function clearFields(form: HTMLFormElement) {
  for (const field of controls(form)) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
      field.checked = false;
    else if (field.type !== 'hidden') field.value = '';
  }
}
