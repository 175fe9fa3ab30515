import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changedSince } from './server-bundle.mjs';

describe('changedSince: whether npm start must bundle the server again', () => {
  let dir: string;
  let bundle: string;
  let inputs: string;
  const source = (name: string) => path.join(dir, name);
  const setTime = (file: string, seconds: number) => fs.utimesSync(file, seconds, seconds);

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-bundle-'));
    bundle = source('main.js');
    inputs = source('inputs.json');
    for (const name of ['a.ts', 'b.ts']) {
      fs.writeFileSync(source(name), '');
      setTime(source(name), 1000);
    }
    fs.writeFileSync(bundle, '');
    setTime(bundle, 2000);
    fs.writeFileSync(inputs, JSON.stringify([source('a.ts'), source('b.ts')]));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is undefined while every input is older than the bundle', () => {
    expect(changedSince(bundle, inputs)).toBeUndefined();
  });

  it('names an input edited after the bundle was made', () => {
    setTime(source('b.ts'), 3000);
    expect(changedSince(bundle, inputs)).toBe(source('b.ts'));
  });

  it('names an input that is gone', () => {
    fs.rmSync(source('a.ts'));
    expect(changedSince(bundle, inputs)).toBe(source('a.ts'));
  });

  it('counts a bundle without its list of inputs, or no bundle, as stale', () => {
    fs.rmSync(inputs);
    expect(changedSince(bundle, inputs)).toBe(bundle);
    expect(changedSince(source('missing.js'), inputs)).toBe(source('missing.js'));
  });
});
