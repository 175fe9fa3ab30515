import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, STAFF_ROLES } from '../../schemas/admin';
import { postAdmin } from '../api';
import { inputClass, labelClass } from './styles';

/** Makes a staff account with the rules of `npm run admin:create`; the server checks them again. */
export function NewAccountForm() {
  const { revalidate } = useRevalidator();
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = Object.fromEntries(new FormData(form));
    const outcome = await postAdmin('/api/admin/staff', fields);
    setErrors(outcome.ok ? {} : (outcome.errors ?? {}));
    setMessage(
      outcome.ok
        ? { ok: true, text: `Account made for ${String(fields.email).trim().toLowerCase()}.` }
        : { ok: false, text: outcome.message },
    );
    if (outcome.ok) {
      form.reset();
      await revalidate();
    }
  }

  const error = (name: string) =>
    errors[name] && (
      <span id={`new-${name}-error`} className="mt-1 block text-sm text-red-700">
        {errors[name]}
      </span>
    );
  const described = (name: string) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `new-${name}-error` } : {};

  return (
    <form
      aria-label="New account"
      onSubmit={onSubmit}
      className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
    >
      <label className={labelClass}>
        Email
        <input
          name="email"
          type="email"
          required
          autoComplete="off"
          className={inputClass}
          {...described('email')}
        />
        {error('email')}
      </label>
      <label className={labelClass}>
        Name
        <input
          dir="auto"
          name="name"
          required
          maxLength={120}
          autoComplete="off"
          className={inputClass}
          {...described('name')}
        />
        {error('name')}
      </label>
      <label className={labelClass}>
        Role
        <select name="role" defaultValue="staff" className={inputClass}>
          {STAFF_ROLES.map((role) => (
            <option key={role}>{role}</option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        Initial password
        <input
          name="password"
          type="password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          autoComplete="new-password"
          className={inputClass}
          {...described('password')}
        />
        <span className="mt-1 block text-xs font-normal text-muted">
          At least {PASSWORD_MIN_LENGTH} characters.
        </span>
        {error('password')}
      </label>
      <button type="submit" className="btn-primary">
        Make account
      </button>
      <p
        role="status"
        className={`text-sm sm:col-span-2 lg:col-span-5 ${message?.ok === false ? 'text-red-700' : 'text-accent-700'}`}
      >
        {message?.text}
      </p>
    </form>
  );
}
