import { Link } from 'react-router';
import { staffToday } from './staff-zone';

/** The leads received today, each on its own centre's calendar. */
export function ReceivedToday({ search }: { search: string }) {
  const today = staffToday();
  const params = new URLSearchParams(search);
  const current = params.get('from') === today && params.get('to') === today;
  params.set('from', today);
  params.set('to', today);
  params.delete('page');
  return (
    <Link
      to={`/admin/leads?${params}`}
      aria-current={current ? 'page' : undefined}
      className={`rounded-lg px-3 py-1.5 text-sm font-medium ${current ? 'bg-brand-900 text-white' : 'text-accent-600 underline'}`}
    >
      Received today
    </Link>
  );
}
