import { describe, expect, it } from 'vitest';
import { codeRuns, codesIsolated } from './code-runs';

describe('Latin runs in Arabic text', () => {
  it('cuts a code, a brand, a standard and an address out whole', () => {
    expect(codeRuns('شهادة PMP من PMI')).toEqual(['شهادة ', 'PMP', ' من ', 'PMI', '']);
    expect(codeRuns('الحزام الأخضر في Lean Six Sigma')).toEqual([
      'الحزام الأخضر في ',
      'Lean Six Sigma',
      '',
    ]);
    expect(codeRuns('معتمدة وفق ISO 9001:2015 وISO 21001:2018.')).toEqual([
      'معتمدة وفق ',
      'ISO 9001:2015',
      ' و',
      'ISO 21001:2018',
      '.',
    ]);
    expect(codeRuns('راسلنا على admissions@example.com')).toEqual([
      'راسلنا على ',
      'admissions@example.com',
      '',
    ]);
  });

  it('leaves English text whole, unless it stands among Arabic words', () => {
    expect(codeRuns('PMP Certification Training')).toEqual(['PMP Certification Training']);
    expect(codeRuns('IASSC', true)).toEqual(['', 'IASSC', '']);
  });

  it('marks each run with the isolates an email or a form option shows', () => {
    expect(codesIsolated('دورة TOEFL')).toBe('دورة \u2068TOEFL\u2069');
    expect(codesIsolated('TOEFL Course')).toBe('TOEFL Course');
  });
});
