import { HONEYPOT_FIELD } from '../../../shared/lead-fields';

/** A field people never see or reach; bots that fill every input reveal themselves. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
      <label>
        Fax (leave empty)
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
