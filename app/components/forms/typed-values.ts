/** What a visitor has entered in a form: each text field and select by name, each box by `name=value` (ticked or not). */
export type TypedValues = Record<string, string | boolean>;

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isBox = (field: Field): field is HTMLInputElement => field.type === 'checkbox' || field.type === 'radio';
const fields = (root: ParentNode) => [...root.querySelectorAll<Field>('input[name], select[name], textarea[name]')].filter((field) => field.type !== 'hidden');
const keyOf = (field: Field) => (isBox(field) ? `${field.name}=${field.value}` : field.name);
const valueOf = (field: Field) => (isBox(field) ? field.checked : field.value);

export function snapshotTypedValues(root: ParentNode): TypedValues {
  return Object.fromEntries(fields(root).map((field) => [keyOf(field), valueOf(field)]));
}

/**
 * Puts values back into fields and tells the page's handlers, the way the visitor did: text through
 * the element's native value setter (React ignores values set through its own tracked setter) and an
 * input or change event, a box by a click (which cannot untick a radio button: ticking another does).
 */
export function replayTypedValues(root: ParentNode, values: TypedValues) {
  for (const field of fields(root)) {
    const value = values[keyOf(field)];
    if (value === undefined || value === valueOf(field)) continue;
    if (isBox(field)) {
      if (value || field.type === 'checkbox') field.click();
      continue;
    }
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}
