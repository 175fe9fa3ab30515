let pending: Promise<unknown> | undefined;

/**
 * Asks the server once per visit for the forms' timing token (which also sets the anti-forgery
 * cookie). A form whose code arrives late asks early, when the visitor first reaches it, so the
 * token's age counts from then and a quick send of what was typed meanwhile is not taken for a bot.
 */
export function requestFormToken(): Promise<unknown> {
  pending ??= fetch('/api/form-token', {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  })
    .then((response) => response.json() as Promise<unknown>)
    // Without a token the form still works: the server judges it on its other checks.
    .catch(() => undefined);
  return pending;
}
