import type { UseFormRegisterReturn } from 'react-hook-form';

/** A field people never see or reach; bots that fill every input reveal themselves. */
export function Honeypot({ field }: { field: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Fax (leave empty)
        <input type="text" tabIndex={-1} autoComplete="off" {...field} />
      </label>
    </div>
  );
}
