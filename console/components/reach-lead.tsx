import { useRevalidator } from 'react-router';
import type { ContactChannel, LeadDetail } from '../../schemas/admin';
import { formatMinutes } from '../../shared/working-hours';
import { postAdmin } from '../api';
import { LogCall } from './log-call';
import { formatTime } from './staff-zone';

const linkClass = 'btn-outline text-brand-900';

/** "3 h 5 min": how long a lead waited. */
const waited = (fromIso: string, toIso: string) =>
  formatMinutes(Math.max(0, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 60_000)));

/**
 * One click to call, message or email the person; each click is recorded (the lead's first
 * response if it is the first). The link opens whatever happens to the record.
 */
export function ReachLead({ lead }: { lead: LeadDetail }) {
  const revalidator = useRevalidator();
  if (lead.erasedAt) return null;
  const reached = (channel: ContactChannel) => () => {
    void postAdmin(`/api/admin/leads/${lead.form}/${lead.id}/contact`, { channel }).then(
      (outcome) => {
        if (outcome.ok) void revalidator.revalidate();
      },
    );
  };
  const digits = lead.phoneE164?.slice(1);
  return (
    <section aria-labelledby="reach-title" className="space-y-2" data-testid="reach-lead">
      <h2 id="reach-title" className="text-lg font-semibold text-brand-900">
        Reach them
      </h2>
      <p className="flex flex-wrap gap-2">
        {lead.phoneE164 && (
          <a href={`tel:${lead.phoneE164}`} className={linkClass} onClick={reached('phone')}>
            Call {lead.phoneE164}
          </a>
        )}
        {digits && (
          <a
            href={`https://wa.me/${digits}?text=${encodeURIComponent(lead.whatsappGreeting)}`}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
            onClick={reached('whatsapp')}
          >
            WhatsApp
          </a>
        )}
        {lead.email && (
          <a href={`mailto:${lead.email}`} className={linkClass} onClick={reached('email')}>
            Email
          </a>
        )}
      </p>
      {lead.phone && !lead.phoneE164 && (
        <p className="text-sm text-muted">
          The phone given ({lead.phone}) is no number the site can dial.
        </p>
      )}
      <LogCall lead={lead} />
      <p className="text-sm" data-testid="first-response">
        {lead.firstResponseAt
          ? `First response ${formatMinutes(lead.firstResponseWorkingMinutes ?? 0)} within working hours (${waited(lead.createdAt, lead.firstResponseAt)} in all; ${formatTime(lead.firstResponseAt, lead.zone)}).`
          : 'Not answered yet.'}
      </p>
    </section>
  );
}
