import { data, isRouteErrorResponse } from 'react-router';
import type { z } from '../schemas/zod';

// The console's client of its API (server/console/): the only way the console reads or changes
// anything. What each route answers is its schema in schemas/; the console takes its types from them.

export const XSRF_COOKIE = 'XSRF-TOKEN';

export function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

export type AdminFailure = {
  ok: false;
  message: string;
  errors?: Record<string, string>;
  /** Someone else changed the thing since the page read it: the page offers to reload. */
  stale?: true;
  /** The session ended (timed out, ended by an admin): the page offers to sign in where it is. */
  signedOut?: true;
};
/** A change's outcome: the API's answer, typed by the route's response schema, or why it failed. */
export type AdminOutcome<T = Record<string, unknown>> = { ok: true; body: T } | AdminFailure;

const UNREACHABLE = 'The server could not be reached. Please try again.';

/** A console POST with the anti-forgery header the API requires (asking for the cookie first if the browser has none). */
async function send(url: string, body: unknown): Promise<Response> {
  if (!readCookie(XSRF_COOKIE)) await fetch('/api/form-token', { credentials: 'same-origin' });
  return fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': readCookie(XSRF_COOKIE) ?? '' },
    body: JSON.stringify(body),
  });
}

async function failure(response: Response): Promise<AdminFailure> {
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return {
    ok: false,
    message: typeof data.message === 'string' ? data.message : 'The request failed.',
    errors: data.errors as Record<string, string> | undefined,
    ...(data.stale === true && { stale: true as const }),
    ...(response.status === 401 && { signedOut: true as const }),
  };
}

/** POSTs a console change and reads the API's `{ success, ... }` answer, typed by the route's schema. */
export async function postAdmin<S extends z.ZodType = z.ZodType<Record<string, unknown>>>(
  url: string,
  body: unknown = {},
): Promise<AdminOutcome<z.output<S>>> {
  try {
    const response = await send(url, body);
    const data = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { success?: unknown };
    if (response.ok && data.success === true) return { ok: true, body: data as z.output<S> };
    return await failure(response);
  } catch {
    return { ok: false, message: UNREACHABLE };
  }
}

/** POSTs a console action that answers a file, and hands the file to the browser as a download. */
export async function downloadAdmin(
  url: string,
  body: unknown,
  fallbackName: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    const response = await send(url, body);
    if (!response.ok) return await failure(response);
    const name =
      /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
      fallbackName;
    const link = Object.assign(document.createElement('a'), {
      href: URL.createObjectURL(await response.blob()),
      download: name,
    });
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
    return { ok: true };
  } catch {
    return { ok: false, message: UNREACHABLE };
  }
}

/**
 * A route loader's read: the answer of GET `url`, typed by the route's response schema. A refusal is
 * thrown as the route's error with the API's status (401 shows the sign-in form, 403 and 404 their
 * pages, ADR 0020).
 */
export async function readAdmin<S extends z.ZodType>(
  url: string,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  const response = await fetch(url, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw data(null, { status: response.status });
  return (await response.json()) as z.output<S>;
}

/**
 * readAdmin of `url`, or where the API refuses its query (400: a hand-edited address) of `fallback`,
 * the page's unfiltered list: the page shows that rather than an error.
 */
export async function readAdminOr<S extends z.ZodType>(
  url: string,
  fallback: string,
  signal?: AbortSignal,
): Promise<{ answer: z.output<S>; refused: boolean }> {
  try {
    return { answer: await readAdmin<S>(url, signal), refused: false };
  } catch (error) {
    if (!isRouteErrorResponse(error) || error.status !== 400) throw error;
    return { answer: await readAdmin<S>(fallback, signal), refused: true };
  }
}
