import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  STAFF_ROLES,
  type StaffAccount,
  type StaffRole,
} from '../../schemas/admin';
import { postAdmin } from '../api';
import { ConfirmDialog } from './confirm-dialog';
import { failed, OutcomeMessage, type Outcome } from './outcome-message';
import { selectClass } from './styles';

/** What an admin can do that staff cannot: said in the role change's question. */
const ADMIN_POWERS =
  'add accounts, change their roles, disable them and reset their passwords, erase a person’s data and delete batches';

type Asking = { kind: 'role'; role: StaffRole } | { kind: 'disable' };

/**
 * The changes an admin can make to one account; each posts to the API with the version the page read,
 * then reloads the list. A role change and disabling are asked first, naming what follows.
 */
export function AccountActions({ account }: { account: StaffAccount }) {
  const { revalidate } = useRevalidator();
  const [message, setMessage] = useState<Outcome>();
  const [resetting, setResetting] = useState(false);
  const [role, setRole] = useState<StaffRole>(account.role);
  const [asking, setAsking] = useState<Asking>();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const base = `/api/admin/staff/${account.id}`;
  const who = account.name || account.email;

  async function run(url: string, body: object, done: string) {
    setBusy(true);
    const outcome = await postAdmin(url, { ...body, version: account.version });
    if (outcome.ok) await revalidate();
    setBusy(false);
    setMessage(outcome.ok ? { ok: true, text: done } : failed(outcome));
    return outcome.ok;
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-role`} className="sr-only">
          Role of {who}
        </label>
        {/* Choosing a role saves nothing: the button asks first. */}
        <select
          id={`${id}-role`}
          key={account.role}
          value={role}
          className={selectClass}
          onChange={(e) => setRole(e.currentTarget.value as StaffRole)}
        >
          {STAFF_ROLES.map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
        <button
          type="button"
          disabled={role === account.role}
          className="btn-outline px-3 py-1.5 text-sm text-brand-900 disabled:opacity-40"
          aria-label={`Change the role of ${who}`}
          onClick={() => setAsking({ kind: 'role', role })}
        >
          Change role…
        </button>
        <button
          type="button"
          className="btn-outline px-3 py-1.5 text-sm text-brand-900"
          aria-label={`${account.disabled ? 'Enable' : 'Disable'} ${who}`}
          onClick={() =>
            account.disabled
              ? void run(`${base}/disabled`, { disabled: false }, `${who} is enabled.`)
              : setAsking({ kind: 'disable' })
          }
        >
          {account.disabled ? 'Enable' : 'Disable…'}
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
      {asking?.kind === 'role' && (
        <ConfirmDialog
          title={
            asking.role === 'admin' ? `Make ${who} an admin?` : `Make ${who} staff, not an admin?`
          }
          confirm={asking.role === 'admin' ? 'Make admin' : 'Make staff'}
          busy={busy}
          returnTo={`${id}-role`}
          onClose={() => {
            setAsking(undefined);
            setRole(account.role);
          }}
          onConfirm={async () => {
            await run(`${base}/role`, { role: asking.role }, `${who} is now ${asking.role}.`);
            setAsking(undefined);
          }}
        >
          <p>
            {asking.role === 'admin'
              ? `${who} will be able to ${ADMIN_POWERS}, as well as everything staff do.`
              : `${who} will no longer be able to ${ADMIN_POWERS}. They keep the inbox, posts, accreditations and batches.`}
          </p>
        </ConfirmDialog>
      )}
      {asking?.kind === 'disable' && (
        <ConfirmDialog
          title={`Disable ${who}?`}
          confirm="Disable account"
          busy={busy}
          onClose={() => setAsking(undefined)}
          onConfirm={async () => {
            await run(`${base}/disabled`, { disabled: true }, `${who} is disabled.`);
            setAsking(undefined);
          }}
        >
          <p>
            {account.activeSessions > 0
              ? `${who} is signed out at once (${account.activeSessions} ${account.activeSessions === 1 ? 'session ends' : 'sessions end'})`
              : `${who} is signed out everywhere`}{' '}
            and cannot sign in until an admin enables the account again. Their notes and history
            stay.
          </p>
        </ConfirmDialog>
      )}
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
      <OutcomeMessage
        outcome={message}
        onReloaded={() =>
          setMessage({ ok: true, text: 'Reloaded: this is the account as it is now.' })
        }
      />
    </div>
  );
}
