import type { PublicForm } from './lead-fields';

// A public form works without scripts too: the browser posts it, form-encoded, to the form's own
// page, and the server answers with that page drawn with what became of the post (ADR 0017).

/** The entries of a form posted without scripts, by field name: text as typed, a list as its values, a batch as its number. */
export type PostedValues = Partial<Record<string, string | number | string[]>>;

/** What the server made of a form posted without scripts: sent, or refused (why, at which fields) with the entries kept. */
export type FormPost =
  | { form: PublicForm; sent: string; reference?: string }
  | { form: PublicForm; refused: string; errors: Record<string, string>; values: PostedValues };

/** The entries a refused post keeps (none once one is sent). */
export const postedValues = (post: FormPost | undefined): PostedValues =>
  post && 'values' in post ? post.values : {};

/** A posted entry as a text field's value. */
export const postedText = (value: PostedValues[string]): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** A posted entry as a choice among `options`: only one of them (else the form's own default). */
export const postedChoice = <T extends string>(
  value: PostedValues[string],
  options: readonly T[],
): T | undefined => options.find((option) => option === value);
