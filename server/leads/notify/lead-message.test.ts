import { describe, expect, it } from 'vitest';
import { isWellFormed } from '../../../shared/well-formed';
import { leadEmail, type LeadRecord } from './lead-message';

// Rows stored before input was cleaned, or by another path, may still hold line breaks.
const lead: LeadRecord = {
  form: 'contact',
  id: 7,
  createdAt: '2026-03-02T09:00:00.000Z',
  name: 'Asha\r\nBcc: everyone@example.com',
  email: 'asha@example.com',
  fields: [
    ['Name', 'Asha\r\nBcc: everyone@example.com'],
    ['Email', 'asha@example.com'],
    ['Description', 'First line\nSubject: fake\u2028To: x@example.com'],
  ],
  attribution: { 'first utm_source': 'news\nCc: y@example.com' },
  language: 'ar',
  zone: 'Asia/Dubai',
};

describe('the staff email of a lead', () => {
  it('has one line per field in its plain text, so no value can start a header-looking line', () => {
    const lines = leadEmail(lead).text.split('\n');
    expect(lines).toHaveLength(lead.fields.length + 3);
    for (const line of lines)
      expect(line).toMatch(
        /^(Name|Email|Description|Source: first utm_source|Language|Received): /,
      );
    // Staff read the language the visitor wrote in, in English.
    expect(lines).toContain('Language: Arabic');
    expect(lines[0]).toBe('Name: Asha Bcc: everyone@example.com');
  });

  it('cuts a long subject between characters, never inside an emoji', () => {
    const subject = leadEmail({ ...lead, name: '\u{1F600}'.repeat(120) }).subject;
    expect(subject.length).toBeLessThanOrEqual(200);
    expect(isWellFormed(subject)).toBe(true);
  });

  it('keeps the line breaks of a long answer in its HTML part, where they are only text', () => {
    expect(leadEmail(lead).html).toContain('First line\nSubject: fake');
  });
});
