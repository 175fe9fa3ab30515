import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Staff type names, titles and notes in Arabic as well as English: every field that takes free text
// in the console takes its direction from what is typed (dir="auto"). Read from the components'
// source, where the fields are written.

const TEXT_TYPES = new Set(['text', 'search', 'tel', 'url']);

function fieldsWithoutDirection(): string[] {
  const missing: string[] = [];
  for (const file of fs.readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.tsx') || file.includes('.test.')) continue;
    const source = fs.readFileSync(path.join(import.meta.dirname, file), 'utf8');
    for (const match of source.matchAll(/<(input|textarea)\b([^>]*?)\/?>/gs)) {
      const [, tag, attributes = ''] = match;
      const type = /\btype="([\w-]+)"/.exec(attributes)?.[1] ?? 'text';
      if (tag === 'input' && !TEXT_TYPES.has(type)) continue;
      if (!/\bdir="auto"/.test(attributes)) missing.push(`${file}: <${tag} type=${type}>`);
    }
  }
  return missing;
}

describe('the console’s text fields', () => {
  it('each take their direction from what is typed', () => {
    expect(fieldsWithoutDirection()).toEqual([]);
  });
});
