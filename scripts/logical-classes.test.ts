import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { logicalClass, physicalClasses, siteSources, SITE_DIR, toLogical } from './logical-classes';

describe('the website names sides by the writing direction', () => {
  it('has no left or right class in site/ (run scripts/logical-classes.ts to convert them)', () => {
    const found = siteSources().flatMap((file) =>
      physicalClasses(fs.readFileSync(file, 'utf8')).map(
        ({ line, token }) => `${path.relative(SITE_DIR, file)}:${line} ${token}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('turns each physical class into its logical twin, variants and negatives kept', () => {
    expect(logicalClass('ml-4')).toBe('ms-4');
    expect(logicalClass('sm:-left-[69px]')).toBe('sm:-start-[69px]');
    expect(logicalClass('focus:right-2')).toBe('focus:end-2');
    expect(logicalClass('text-left')).toBe('text-start');
    expect(logicalClass('border-l-2')).toBe('border-s-2');
    expect(logicalClass('rounded-tr-lg')).toBe('rounded-se-lg');
    expect(logicalClass('md:!pr-6')).toBe('md:!pe-6');
    // Not sides: left alone.
    for (const other of [
      'rounded-lg',
      'border-red-600',
      'mr',
      'inset-x-0',
      'text-lead',
      'list-left',
    ])
      expect(logicalClass(other), other).toBeNull();
    expect(toLogical('<p className={`pl-4 ${x} mr-2`}>left right</p>')).toBe(
      '<p className={`ps-4 ${x} me-2`}>left right</p>',
    );
    expect(toLogical('td {\n  @apply border px-3 text-left;\n}')).toBe(
      'td {\n  @apply border px-3 text-start;\n}',
    );
  });
});
