import { describe, expect, it } from 'vitest';
import { emailKey, mailboxKey, phoneKey } from './person-keys';

describe('phoneKey', () => {
  it.each([
    ['+91 98470 12345', '+919847012345'],
    ['98470 12345', '+919847012345'],
    ['098470 12345', '+919847012345'],
    ['0091 98470 12345', '+919847012345'],
    ['919847012345', '+919847012345'],
    ['050 123 4567', '+971501234567'],
    ['0501234567', '+971501234567'],
    ['+971 50 123 4567', '+971501234567'],
    ['00971-50-123-4567', '+971501234567'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('reads %s as %s', (raw, e164) => {
    expect(phoneKey(raw)).toBe(e164);
  });

  it.each([null, undefined, '', '   ', '12345', 'call me', '+91 12345'])(
    'has no key for %j',
    (raw) => {
      expect(phoneKey(raw)).toBeNull();
    },
  );
});

describe('emailKey', () => {
  it('compares addresses lower-cased and trimmed; an empty one has no key', () => {
    expect(emailKey(' Meera.X@Example.com ')).toBe('meera.x@example.com');
    expect(emailKey('')).toBeNull();
    expect(emailKey(null)).toBeNull();
  });
});

describe('mailboxKey', () => {
  it('reads every spelling that reaches one mailbox as one: a +tag anywhere, dots at Gmail', () => {
    for (const raw of ['bomb@example.com', 'BOMB+1@Example.com', ' bomb+x+y@example.com '])
      expect(mailboxKey(raw)).toBe('bomb@example.com');
    expect(mailboxKey('b.o.m.b+2@gmail.com')).toBe('bomb@gmail.com');
    expect(mailboxKey('b.o.m.b@example.com')).toBe('b.o.m.b@example.com');
    expect(mailboxKey('+tag@example.com')).toBe('+tag@example.com');
    expect(mailboxKey('')).toBeNull();
  });
});
