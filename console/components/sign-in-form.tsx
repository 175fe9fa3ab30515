import { useState } from 'react';
import { postAdmin } from '../api';
import { inputClass } from './styles';

/**
 * Shown in place of any console page when nobody is signed in (the page then starts again, signed
 * in), or in a dialog over a page whose session ended (`onSignedIn`: the page and what staff typed
 * in it stay).
 */
export function SignInForm({ onSignedIn }: { onSignedIn?(): void }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const outcome = await postAdmin('/api/admin/sign-in', {
      email: form.get('email'),
      password: form.get('password'),
    });
    if (outcome.ok) return onSignedIn ? onSignedIn() : window.location.reload();
    setBusy(false);
    setError(outcome.message);
  }
  return (
    // POST: sent before the console's code runs, the form must not put the password in an address
    // (the server refuses the POST; once live, the handler sends it as JSON).
    <form
      method="post"
      onSubmit={onSubmit}
      aria-label="Staff sign-in"
      className="mx-4 mt-10 max-w-sm space-y-4 rounded-xl border border-slate-200 p-6 shadow-sm sm:mx-auto"
    >
      <h1 id="sign-in-title" className="text-2xl font-bold text-brand-900">
        Staff sign-in
      </h1>
      <label className="block text-sm font-medium text-brand-900">
        Email
        <input name="email" type="email" autoComplete="username" required className={inputClass} />
      </label>
      <label className="block text-sm font-medium text-brand-900">
        Password
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className={inputClass}
        />
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
