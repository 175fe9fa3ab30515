import { describe, expect, it } from 'vitest';
import { PAGE_WORDS } from '../../../shared/content/page-words';
import { readAccreditationsResponse } from './accreditations-api';

const ACCREDITATIONS_TEXTS = PAGE_WORDS.accreditations;

// The specification: success false → server message, else 'Failed to load accreditations.';
// request failed → 'Error fetching accreditations. Please try again later.'
describe('readAccreditationsResponse', () => {
  const list = [{ title: 'iwfm', imagepath: '/images/accreditations/iwfm.webp' }];

  it('returns the list on success', async () => {
    await expect(
      readAccreditationsResponse(
        200,
        { success: true, accreditations: list },
        ACCREDITATIONS_TEXTS,
      ),
    ).resolves.toEqual({ ok: true, accreditations: list });
  });

  it('uses the server message, else the fallback, when success is not true', async () => {
    await expect(
      readAccreditationsResponse(
        200,
        { success: false, message: 'Being updated.' },
        ACCREDITATIONS_TEXTS,
      ),
    ).resolves.toEqual({ ok: false, message: 'Being updated.' });
    await expect(
      readAccreditationsResponse(200, { success: false }, ACCREDITATIONS_TEXTS),
    ).resolves.toEqual({
      ok: false,
      message: 'Failed to load accreditations.',
    });
    await expect(
      readAccreditationsResponse(200, { success: false, message: '  ' }, ACCREDITATIONS_TEXTS),
    ).resolves.toEqual({ ok: false, message: ACCREDITATIONS_TEXTS.rejected });
    await expect(
      readAccreditationsResponse(200, 'not json', ACCREDITATIONS_TEXTS),
    ).resolves.toEqual({
      ok: false,
      message: ACCREDITATIONS_TEXTS.rejected,
    });
  });

  it('shows the fixed text when the request fails or answers an error status', async () => {
    const failed = { ok: false, message: 'Error fetching accreditations. Please try again later.' };
    await expect(
      readAccreditationsResponse(null, undefined, ACCREDITATIONS_TEXTS),
    ).resolves.toEqual(failed);
    await expect(
      readAccreditationsResponse(
        500,
        { success: false, message: 'Internal error' },
        ACCREDITATIONS_TEXTS,
      ),
    ).resolves.toEqual(failed);
    await expect(readAccreditationsResponse(404, undefined, ACCREDITATIONS_TEXTS)).resolves.toEqual(
      failed,
    );
  });
});
