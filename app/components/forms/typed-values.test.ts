// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { replayTypedValues, snapshotTypedValues } from './typed-values';

function form() {
  document.body.innerHTML = `<form>
    <input name="name"><input name="fax" type="hidden" value="x"><input name="ok" type="checkbox">
    <select name="track"><option value=""></option><option>Full Time</option></select>
    <textarea name="description"></textarea></form>`;
  return document.querySelector('form')!;
}

describe('typed values', () => {
  it('reads text fields, selects and text areas, not hidden fields or boxes', () => {
    const root = form();
    (root.elements.namedItem('name') as HTMLInputElement).value = 'Priya';
    (root.elements.namedItem('track') as HTMLSelectElement).value = 'Full Time';
    expect(snapshotTypedValues(root)).toEqual({ name: 'Priya', track: 'Full Time', description: '' });
  });

  it('puts values back and announces each change the way typing does', () => {
    const root = form();
    const events: string[] = [];
    root.addEventListener('input', (e) => events.push(`input:${(e.target as HTMLInputElement).name}`));
    root.addEventListener('change', (e) => events.push(`change:${(e.target as HTMLSelectElement).name}`));
    replayTypedValues(root, { name: 'Priya', track: 'Full Time', description: '' });
    expect(snapshotTypedValues(root)).toEqual({ name: 'Priya', track: 'Full Time', description: '' });
    // Unchanged fields stay quiet.
    expect(events).toEqual(['input:name', 'change:track']);
  });
});
