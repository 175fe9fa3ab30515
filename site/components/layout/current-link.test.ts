import { describe, expect, it } from 'vitest';
import { isCurrentPath } from './current-link';

describe('isCurrentPath (NavLink rule for the header links)', () => {
  it('matches the page itself, whatever the case or a trailing slash', () => {
    expect(isCurrentPath('/contacts', '/contacts', false)).toBe(true);
    expect(isCurrentPath('/contacts', '/Contacts/', false)).toBe(true);
    expect(isCurrentPath('/contacts', '/contacts-old', false)).toBe(false);
  });

  it('matches a page below the link unless the link is exact (end)', () => {
    expect(isCurrentPath('/blogs', '/blogs/12', false)).toBe(true);
    expect(isCurrentPath('/blogs', '/blogs/12', true)).toBe(false);
  });

  it('marks home only on the home page', () => {
    expect(isCurrentPath('/', '/', true)).toBe(true);
    expect(isCurrentPath('/', '/about', true)).toBe(false);
    expect(isCurrentPath('/', '/about', false)).toBe(false);
  });
});
