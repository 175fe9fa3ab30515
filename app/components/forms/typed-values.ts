/** Values of a form's text fields and selects, by field name. */
export type TypedValues = Record<string, string>;

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const fields = (root: ParentNode) => [...root.querySelectorAll<Field>('input[name], select[name], textarea[name]')].filter((field) => !/^(checkbox|radio|hidden|submit|button)$/.test(field.type));

export function snapshotTypedValues(root: ParentNode): TypedValues {
  return Object.fromEntries(fields(root).map((field) => [field.name, field.value]));
}

/**
 * Puts values back into fields and tells the page's handlers, the way typing does: through the
 * element's native value setter (React ignores values set through its own tracked setter) and an
 * input or change event.
 */
export function replayTypedValues(root: ParentNode, values: TypedValues) {
  for (const field of fields(root)) {
    const value = values[field.name];
    if (value === undefined || value === field.value) continue;
    const prototype = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}
