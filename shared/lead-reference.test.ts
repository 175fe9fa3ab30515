import { describe, expect, it } from 'vitest';
import { leadReference } from './lead-reference';

describe('a lead’s reference', () => {
  it('names an enquiry E, a registration R and a company’s enquiry C, with its number', () => {
    expect(leadReference({ form: 'contact', id: 1, kind: 'person' })).toBe('E-1');
    expect(leadReference({ form: 'registration', id: 3 })).toBe('R-3');
    expect(leadReference({ form: 'contact', id: 5, kind: 'company' })).toBe('C-5');
  });
});
