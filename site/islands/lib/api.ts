export type SubmitOutcome =
  | { ok: true; message: string; reference?: string }
  | { ok: false; message: string; errors?: Record<string, string> };

/** Fallback texts of the specification: one when the server says no, one when the request itself fails. */
export interface SubmitTexts {
  rejected: string;
  failed: string;
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/** What the reply may hold (schemas/envelope.ts), read without the schema library: the forms are islands. */
interface Reply {
  success?: unknown;
  message?: unknown;
  reference?: unknown;
  errors?: unknown;
}

/** POSTs JSON the way the spec's client does (cookie-echoed anti-forgery header) and maps the reply onto the specification's states. */
export async function submitJson(
  url: string,
  body: unknown,
  texts: SubmitTexts,
  /** The page's language: the server's answer, and the lead, are in it. */
  language = 'en',
): Promise<SubmitOutcome> {
  let response: Response;
  try {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      'accept-language': language,
    };
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = xsrf;
    response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, message: texts.failed };
  }
  const data = ((await response.json().catch(() => undefined)) ?? {}) as Reply;
  const message = typeof data.message === 'string' && data.message ? data.message : undefined;
  const errors =
    typeof data.errors === 'object' && data.errors !== null
      ? (data.errors as Record<string, string>)
      : undefined;
  if (!response.ok) return { ok: false, message: message ?? texts.failed, errors };
  if (data.success === true)
    return {
      ok: true,
      message: message ?? '',
      ...(typeof data.reference === 'string' && { reference: data.reference }),
    };
  return { ok: false, message: message ?? texts.rejected, errors };
}
