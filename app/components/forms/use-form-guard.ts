import { useEffect, useRef } from 'react';
import { FormTokenResponseSchema } from '../../../contract/leads';
import { currentAttribution } from '../../lib/attribution';

/**
 * The extras a public form sends with the visitor's entries: the timing token (fetched when the
 * form appears, which also sets the anti-forgery cookie) and the visit's attribution.
 */
export function useFormGuard() {
  const token = useRef<string | undefined>(undefined);
  useEffect(() => {
    let cancelled = false;
    fetch('/api/form-token', { headers: { accept: 'application/json' }, credentials: 'same-origin' })
      .then((response) => response.json())
      .then((body: unknown) => {
        const parsed = FormTokenResponseSchema.safeParse(body);
        if (!cancelled && parsed.success) token.current = parsed.data.token;
      })
      // Without a token the form still works: the server judges it on its other checks.
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, []);
  return () => ({ form_token: token.current, attribution: currentAttribution() });
}
