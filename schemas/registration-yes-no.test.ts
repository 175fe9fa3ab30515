import { describe, expect, it } from 'vitest';
import { RegistrationSchema } from './leads';

const minimal = {
  first_name: 'Kavya',
  last_name: 'Menon',
  mobile: '+91 90000 11111',
  email: 'kavya@example.com',
};

describe('registration yes/no answers', () => {
  it('treats unanswered questions as no answer: left out, empty, or null after keyboard focus passed through', () => {
    for (const unanswered of [{}, { engineering: '' }, { engineering: null }]) {
      const parsed = RegistrationSchema.safeParse({ ...minimal, degree: 'Yes', ...unanswered });
      expect(parsed.success).toBe(true);
      expect(parsed.data?.engineering).toBeUndefined();
      expect(parsed.data?.degree).toBe('Yes');
    }
  });

  it('still refuses anything but Yes or No', () => {
    expect(RegistrationSchema.safeParse({ ...minimal, engineering: 'Maybe' }).success).toBe(false);
  });
});
