import { useEffect, useRef } from 'react';
import { currentAttribution } from '../lib/attribution';
import { requestFormToken } from './form-token';

/** Whether the visitor has already typed, chosen or ticked anything in the form (the honeypot aside). */
function hasEntries(form: HTMLFormElement): boolean {
  const fields = form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    'input[name], select[name], textarea[name]',
  );
  return [...fields].some((field) => {
    if (field.name === 'fax' || field.type === 'hidden') return false;
    if (field instanceof HTMLSelectElement)
      return [...field.options].some((option) => option.selected !== option.defaultSelected);
    if (field.type === 'checkbox' || field.type === 'radio')
      return (field as HTMLInputElement).checked;
    return field.value !== field.defaultValue;
  });
}

/**
 * The extras a public form sends with the visitor's entries: the timing token (fetched when the
 * form appears, which also sets the anti-forgery cookie) and the visit's attribution.
 *
 * The server drops, quietly, a form sent sooner after its token than a person could fill it in
 * (server/leads/form-guard.ts). The token only measures that when it was issued before the visitor
 * began: on a slow phone the server's HTML of a form can be filled in, and even sent (held, then
 * replayed), before the page's code has asked for a token. A token that arrives when the form
 * already holds entries is therefore not sent (a form without a token is judged on its other
 * checks), or a real visitor's lead would be thrown away as a bot's.
 */
export function useFormGuard() {
  const form = useRef<HTMLFormElement>(null);
  const token = useRef<string | undefined>(undefined);
  useEffect(() => {
    let cancelled = false;
    void requestFormToken().then((body) => {
      // FormTokenResponseSchema's shape, read without the schema library (the forms are islands).
      const { token: given } = (body ?? {}) as { token?: unknown };
      if (cancelled || typeof given !== 'string') return;
      if (form.current && hasEntries(form.current)) return;
      token.current = given;
    });
    return () => {
      cancelled = true;
    };
  }, []);
  /** Waits for the token request (its answer sets the anti-forgery cookie the post must echo). */
  const guardFields = async () => {
    await requestFormToken();
    return { form_token: token.current, attribution: currentAttribution() };
  };
  return { formRef: form, guardFields };
}
