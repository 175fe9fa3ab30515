import type { Accreditation } from '../../../schemas/accreditations';

/** The specification's texts for the accreditations call, in the page's language (its page words). */
export interface AccreditationsTexts {
  rejected: string;
  failed: string;
}

export type AccreditationsResult =
  { ok: true; accreditations: Accreditation[] } | { ok: false; message: string };

/**
 * Maps the server's answer onto the specification: a failed request (no answer or an error status) shows the
 * fixed text; an answer without success true shows the server's message, else the fallback.
 */
export async function readAccreditationsResponse(
  status: number | null,
  body: unknown,
  texts: AccreditationsTexts,
): Promise<AccreditationsResult> {
  if (status === null || status < 200 || status >= 300) return { ok: false, message: texts.failed };
  // The schema library arrives with the answer, not with the page: this runs after hydration.
  const { AccreditationsResponseSchema } = await import('../../../schemas/accreditations');
  const parsed = AccreditationsResponseSchema.safeParse(body);
  if (parsed.success) return { ok: true, accreditations: parsed.data.accreditations };
  const message = (body as { message?: unknown } | null | undefined)?.message;
  return {
    ok: false,
    message: typeof message === 'string' && message.trim() ? message : texts.rejected,
  };
}

/** The list, asked in the page's language (`<html lang>`): any message the server gives is in it. */
export async function fetchAccreditations(
  texts: AccreditationsTexts,
): Promise<AccreditationsResult> {
  try {
    const response = await fetch('/api/public/accreditations', {
      headers: { accept: 'application/json', 'accept-language': document.documentElement.lang },
    });
    const body: unknown = await response.json().catch(() => undefined);
    return await readAccreditationsResponse(response.status, body, texts);
  } catch {
    return await readAccreditationsResponse(null, undefined, texts);
  }
}
