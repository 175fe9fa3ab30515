// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { replayTypedValues, snapshotTypedValues } from './typed-values';

function form() {
  document.body.innerHTML = `<form>
    <input name="name"><input name="fax" type="hidden" value="x">
    <input name="courses" type="checkbox" value="FM"><input name="courses" type="checkbox" value="HR" checked>
    <input name="degree" type="radio" value="Yes"><input name="degree" type="radio" value="No">
    <select name="track"><option value=""></option><option>Full Time</option></select>
    <textarea name="description"></textarea></form>`;
  return document.querySelector('form')!;
}

const field = (root: HTMLFormElement, selector: string) => root.querySelector<HTMLInputElement>(selector)!;

describe('typed values', () => {
  it('reads text fields, selects and text areas, and the boxes ticked; not hidden fields', () => {
    const root = form();
    field(root, '[name="name"]').value = 'Priya';
    (root.elements.namedItem('track') as HTMLSelectElement).value = 'Full Time';
    field(root, '[value="FM"]').checked = true;
    field(root, '[value="No"]').checked = true;
    expect(snapshotTypedValues(root)).toEqual({ name: 'Priya', 'courses=FM': true, 'courses=HR': true, 'degree=Yes': false, 'degree=No': true, track: 'Full Time', description: '' });
  });

  it('puts values back and announces each change the way typing and clicking do', () => {
    const root = form();
    const events: string[] = [];
    const isBox = (e: Event) => /^(checkbox|radio)$/.test((e.target as HTMLInputElement).type);
    root.addEventListener('input', (e) => isBox(e) || events.push(`input:${(e.target as HTMLInputElement).name}`));
    root.addEventListener('change', (e) => isBox(e) || events.push(`change:${(e.target as HTMLSelectElement).name}`));
    root.addEventListener('click', (e) => events.push(`click:${(e.target as HTMLInputElement).value}`));
    const typed = { name: 'Priya', 'courses=FM': true, 'courses=HR': false, 'degree=Yes': true, 'degree=No': false, track: 'Full Time', description: '' };
    replayTypedValues(root, typed);
    expect(snapshotTypedValues(root)).toEqual(typed);
    // Unchanged fields stay quiet; HR is unticked by a click, FM and Yes are ticked by one.
    expect(events).toEqual(['input:name', 'click:FM', 'click:HR', 'click:Yes', 'change:track']);
  });
});
