import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('makes the file names the image build and the pages share', () => {
    expect(slugify('Saltpan Logistics Co.')).toBe('saltpan-logistics-co');
    expect(slugify('Rahul M.')).toBe('rahul-m');
    expect(slugify('Best Education & Academic Excellence')).toBe(
      'best-education-and-academic-excellence',
    );
    expect(slugify('  Émile Zoë ')).toBe('emile-zoe');
  });
});
