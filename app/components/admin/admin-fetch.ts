export const XSRF_COOKIE = 'XSRF-TOKEN';

export function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

export type AdminOutcome = { ok: true; body: Record<string, unknown> } | { ok: false; message: string; errors?: Record<string, string> };

/** POSTs a console change with the anti-forgery header the API requires (asking for the cookie first if the browser has none). */
export async function postAdmin(url: string, body: unknown = {}): Promise<AdminOutcome> {
  try {
    if (!readCookie(XSRF_COOKIE)) await fetch('/api/form-token', { credentials: 'same-origin' });
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-xsrf-token': readCookie(XSRF_COOKIE) ?? '' },
      body: JSON.stringify(body),
    });
    const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok && data.success === true) return { ok: true, body: data };
    return { ok: false, message: typeof data.message === 'string' ? data.message : 'The request failed.', errors: data.errors as Record<string, string> | undefined };
  } catch {
    return { ok: false, message: 'The server could not be reached. Please try again.' };
  }
}
