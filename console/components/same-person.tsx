import { Link } from 'react-router';
import type { LeadDetail } from '../../schemas/admin';
import { showList } from '../../shared/lead-fields';
import { MergeButton } from './lead-merge';
import { formatTime } from './staff-zone';

/** The person's other leads (the same email or phone), with their statuses: one history. */
export function SamePerson({ lead }: { lead: LeadDetail }) {
  if (lead.samePerson.length === 0) return null;
  return (
    <section aria-labelledby="same-person-title" data-testid="same-person">
      <h2 id="same-person-title" className="text-lg font-semibold text-brand-900">
        Their other leads ({lead.samePerson.length})
      </h2>
      <ul className="mt-2 space-y-2 text-sm">
        {lead.samePerson.map((other) => (
          <li key={`${other.form}-${other.id}`} className="rounded bg-brand-50 p-3">
            <Link
              to={`/admin/leads/${other.form}/${other.id}`}
              className="font-medium text-accent-600 underline"
            >
              {other.form === 'contact' ? 'Enquiry' : 'Registration'} #{other.id}
            </Link>{' '}
            <strong>{other.status}</strong>
            <span className="block">{showList(other.courses)}</span>
            <span className="block text-xs text-muted">
              {formatTime(other.createdAt, other.zone)}; same{' '}
              {[other.sameEmail && 'email', other.samePhone && 'phone']
                .filter(Boolean)
                .join(' and ')}
              {other.name !== lead.name && ` (as ${other.name})`}
            </span>
            <MergeButton lead={lead} other={other} />
          </li>
        ))}
      </ul>
    </section>
  );
}
