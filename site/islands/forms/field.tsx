import { useId } from 'react';

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-accent-600 aria-[invalid=true]:border-red-600';

interface FieldShellProps {
  label: string;
  required?: boolean;
  error?: string;
  id: string;
  children: React.ReactNode;
  className?: string;
}

/** Label, control and its error message, tied together for assistive technology. */
export function FieldShell({
  label,
  required,
  error,
  id,
  children,
  className = '',
}: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-brand-900">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = React.InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  wrapperClassName?: string;
};

export function TextField({ label, error, required, wrapperClassName, ...props }: InputProps) {
  const id = useId();
  return (
    <FieldShell
      label={label}
      required={required}
      error={error}
      id={id}
      className={wrapperClassName}
    >
      {/* dir="auto": Arabic typed in is aligned and ordered right to left, Latin left to right. */}
      <input
        id={id}
        dir="auto"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
        {...props}
      />
    </FieldShell>
  );
}

type SelectProps = React.SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  placeholder: string;
  /** Each option's value (what is sent) and the words the visitor reads for it. */
  options: Readonly<Record<string, string>>;
};

export function SelectField({
  label,
  error,
  required,
  placeholder,
  options,
  ...props
}: SelectProps) {
  const id = useId();
  return (
    <FieldShell label={label} required={required} error={error} id={id}>
      <select
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
        {...props}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {Object.entries(options).map(([value, shown]) => (
          <option key={value} value={value}>
            {shown}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

type TextAreaProps = React.TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  wrapperClassName?: string;
};

export function TextAreaField({
  label,
  error,
  required,
  wrapperClassName,
  ...props
}: TextAreaProps) {
  const id = useId();
  return (
    <FieldShell
      label={label}
      required={required}
      error={error}
      id={id}
      className={wrapperClassName}
    >
      <textarea
        id={id}
        dir="auto"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
        rows={4}
        {...props}
      />
    </FieldShell>
  );
}
