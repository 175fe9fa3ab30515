import { useEffect, useRef } from 'react';
import { FormTokenResponseSchema } from '../../../contract/leads';
import { currentAttribution } from '../../lib/attribution';
import { requestFormToken } from './form-token';

/**
 * The extras a public form sends with the visitor's entries: the timing token (fetched when the
 * form appears, which also sets the anti-forgery cookie) and the visit's attribution.
 */
export function useFormGuard() {
  const token = useRef<string | undefined>(undefined);
  useEffect(() => {
    let cancelled = false;
    void requestFormToken().then((body) => {
      const parsed = FormTokenResponseSchema.safeParse(body);
      if (!cancelled && parsed.success) token.current = parsed.data.token;
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return () => ({ form_token: token.current, attribution: currentAttribution() });
}
