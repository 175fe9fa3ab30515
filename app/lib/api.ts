import { ApiMessageSchema } from '../../contract/envelope';

export type SubmitOutcome =
  | { ok: true; message: string }
  | { ok: false; message: string; errors?: Record<string, string> };

/** Fallback texts of spec §8: one when the server says no, one when the request itself fails. */
export interface SubmitTexts {
  rejected: string;
  failed: string;
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/** POSTs JSON the way the spec's client does (cookie-echoed anti-forgery header) and maps the reply onto spec §4's states. */
export async function submitJson(url: string, body: unknown, texts: SubmitTexts): Promise<SubmitOutcome> {
  let response: Response;
  try {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = xsrf;
    response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'same-origin' });
  } catch {
    return { ok: false, message: texts.failed };
  }
  const data: unknown = await response.json().catch(() => undefined);
  const parsed = ApiMessageSchema.partial().safeParse(data);
  const message = parsed.success && parsed.data.message ? parsed.data.message : undefined;
  const errors = (data as { errors?: Record<string, string> } | undefined)?.errors;
  if (!response.ok) return { ok: false, message: message ?? texts.failed, errors };
  if (parsed.success && parsed.data.success === true) return { ok: true, message: message ?? '' };
  return { ok: false, message: message ?? texts.rejected, errors };
}
