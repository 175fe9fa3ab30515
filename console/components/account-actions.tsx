import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  STAFF_ROLES,
  type StaffAccount,
} from '../../schemas/admin';
import { postAdmin } from '../api';
import { selectClass } from './styles';

/** The changes an admin can make to one account; each posts to the API, then reloads the list. */
export function AccountActions({ account }: { account: StaffAccount }) {
  const { revalidate } = useRevalidator();
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [resetting, setResetting] = useState(false);
  const id = useId();
  const base = `/api/admin/staff/${account.id}`;
  const who = account.email;

  async function run(url: string, body: unknown, done: string) {
    const outcome = await postAdmin(url, body);
    setMessage(outcome.ok ? { ok: true, text: done } : { ok: false, text: outcome.message });
    if (outcome.ok) await revalidate();
    return outcome.ok;
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-role`} className="sr-only">
          Role of {who}
        </label>
        <select
          id={`${id}-role`}
          key={account.role}
          defaultValue={account.role}
          className={selectClass}
          onChange={(e) =>
            void run(
              `${base}/role`,
              { role: e.currentTarget.value },
              `${who} is now ${e.currentTarget.value}.`,
            )
          }
        >
          {STAFF_ROLES.map((role) => (
            <option key={role}>{role}</option>
          ))}
        </select>
        <button
          type="button"
          className="btn-outline px-3 py-1.5 text-sm text-brand-900"
          aria-label={`${account.disabled ? 'Enable' : 'Disable'} ${who}`}
          onClick={() =>
            void run(
              `${base}/disabled`,
              { disabled: !account.disabled },
              `${who} is ${account.disabled ? 'enabled' : 'disabled'}.`,
            )
          }
        >
          {account.disabled ? 'Enable' : 'Disable'}
        </button>
        <button
          type="button"
          className="btn-outline px-3 py-1.5 text-sm text-brand-900"
          aria-label={`End every session of ${who}`}
          onClick={() => void run(`${base}/sessions/end`, {}, `Every session of ${who} has ended.`)}
        >
          End sessions
        </button>
        <button
          type="button"
          className="btn-outline px-3 py-1.5 text-sm text-brand-900"
          aria-expanded={resetting}
          aria-controls={`${id}-reset`}
          aria-label={`Reset the password of ${who}`}
          onClick={() => setResetting(!resetting)}
        >
          Reset password
        </button>
      </div>
      {resetting && (
        <form
          id={`${id}-reset`}
          aria-label={`New password for ${who}`}
          className="flex flex-wrap items-end gap-2"
          onSubmit={async (e) => {
            e.preventDefault();
            const password = new FormData(e.currentTarget).get('password');
            if (
              await run(
                `${base}/password`,
                { password },
                `The password of ${who} is reset; their sessions have ended.`,
              )
            )
              setResetting(false);
          }}
        >
          <label className="text-sm font-medium text-brand-900">
            New password
            <input
              name="password"
              type="password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              maxLength={PASSWORD_MAX_LENGTH}
              autoComplete="new-password"
              className={`${selectClass} mt-1 block`}
            />
          </label>
          <button type="submit" className="btn-primary px-3 py-1.5 text-sm">
            Save password
          </button>
        </form>
      )}
      <p
        role="status"
        className={`text-sm ${message?.ok === false ? 'text-red-700' : 'text-accent-700'}`}
      >
        {message?.text}
      </p>
    </div>
  );
}
