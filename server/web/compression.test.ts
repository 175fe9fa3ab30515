import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './compression';

describe('the encoding a request gets', () => {
  it('honours the q-values of Accept-Encoding: q=0 refuses, the highest wins, brotli on a tie', () => {
    expect(chooseEncoding('br;q=0')).toBeUndefined();
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.4, br;q=0.8')).toBe('br');
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip;q=0.5, br;q=0.5')).toBe('br');
    expect(chooseEncoding('GZIP;Q=0.9, BR;Q=0')).toBe('gzip');
  });

  it('sends the body as it is when nothing it has is acceptable', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('')).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('deflate, zstd')).toBeUndefined();
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(chooseEncoding('*;q=0')).toBeUndefined();
  });

  it('reads `*` as every encoding the header does not name', () => {
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('br;q=0, *')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, *')).toBe('br');
    expect(chooseEncoding('gzip, *;q=0.1')).toBe('gzip');
    expect(chooseEncoding(['br;q=0', 'gzip'])).toBe('gzip');
  });
});
