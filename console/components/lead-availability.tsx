import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { StaffAccount } from '../../schemas/admin';
import { TEACHING_ZONES, ZONE_NAMES, type TeachingZone } from '../../shared/content/centres';
import { postAdmin } from '../api';
import { failed, OutcomeMessage, type Outcome } from './outcome-message';
import { selectClass } from './styles';

/** Whether an account takes new leads, and the zone its morning digest keeps; saved with its version. */
export function LeadAvailability({ account }: { account: StaffAccount }) {
  const { revalidate } = useRevalidator();
  const [message, setMessage] = useState<Outcome>();
  const who = account.name || account.email;
  async function save(available: boolean, timeZone: TeachingZone) {
    const outcome = await postAdmin(`/api/admin/staff/${account.id}/leads`, {
      available,
      timeZone,
      version: account.version,
    });
    if (outcome.ok) await revalidate();
    setMessage(outcome.ok ? { ok: true, text: 'Saved.' } : failed(outcome));
  }
  return (
    <div className="space-y-1 text-sm">
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={account.availableForLeads}
          disabled={account.disabled}
          onChange={(e) => void save(e.currentTarget.checked, account.timeZone)}
        />
        Available for new leads
        <span className="sr-only"> ({who})</span>
      </label>
      <label className="block">
        <span className="sr-only">Digest time zone of {who}</span>
        <select
          value={account.timeZone}
          className={selectClass}
          onChange={(e) =>
            void save(account.availableForLeads, e.currentTarget.value as TeachingZone)
          }
        >
          {TEACHING_ZONES.map((zone) => (
            <option key={zone} value={zone}>
              Digest in {ZONE_NAMES[zone]}
            </option>
          ))}
        </select>
      </label>
      <OutcomeMessage
        outcome={message}
        onReloaded={() =>
          setMessage({ ok: true, text: 'Reloaded: this is the account as it is now.' })
        }
      />
    </div>
  );
}
