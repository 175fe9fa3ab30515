import { describe, expect, it } from 'vitest';
import { ACCREDITATIONS_TEXTS, readAccreditationsResponse } from './accreditations-api';

// Spec §8: success false → server message, else 'Failed to load accreditations.';
// request failed → 'Error fetching accreditations. Please try again later.'
describe('readAccreditationsResponse', () => {
  const list = [{ title: 'iwfm', imagepath: '/images/accreditations/iwfm.webp' }];

  it('returns the list on success', () => {
    expect(readAccreditationsResponse(200, { success: true, accreditations: list })).toEqual({ ok: true, accreditations: list });
  });

  it('uses the server message, else the fallback, when success is not true', () => {
    expect(readAccreditationsResponse(200, { success: false, message: 'Being updated.' })).toEqual({ ok: false, message: 'Being updated.' });
    expect(readAccreditationsResponse(200, { success: false })).toEqual({ ok: false, message: 'Failed to load accreditations.' });
    expect(readAccreditationsResponse(200, { success: false, message: '  ' })).toEqual({ ok: false, message: ACCREDITATIONS_TEXTS.rejected });
    expect(readAccreditationsResponse(200, 'not json')).toEqual({ ok: false, message: ACCREDITATIONS_TEXTS.rejected });
  });

  it('shows the fixed text when the request fails or answers an error status', () => {
    const failed = { ok: false, message: 'Error fetching accreditations. Please try again later.' };
    expect(readAccreditationsResponse(null, undefined)).toEqual(failed);
    expect(readAccreditationsResponse(500, { success: false, message: 'Internal error' })).toEqual(failed);
    expect(readAccreditationsResponse(404, undefined)).toEqual(failed);
  });
});
