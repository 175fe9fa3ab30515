import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects alike', () => {
    expect(nestsDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('1', 0)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[{{{{', quote: 'a "[[[" b\\' }), 1)).toBe(
      false,
    );
  });

  it('sees a deep body however it is written', () => {
    expect(nestsDeeperThan('['.repeat(10_000) + ']'.repeat(10_000), 16)).toBe(true);
    expect(nestsDeeperThan('{"a":'.repeat(17) + '1' + '}'.repeat(17), 16)).toBe(true);
    expect(nestsDeeperThan('{"a":'.repeat(16) + '1' + '}'.repeat(16), 16)).toBe(false);
  });
});
