import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { DueCountResponseSchema } from '../../schemas/owners';
import type { z } from '../../schemas/zod';
import { readAdmin } from '../api';
import { staffZone } from './staff-zone';

/** The dashboard's count of follow-ups overdue and due later today, linking to the inbox's due view. */
export function DueFollowUps() {
  const [counts, setCounts] = useState<z.output<typeof DueCountResponseSchema>>();
  useEffect(() => {
    const controller = new AbortController();
    readAdmin<typeof DueCountResponseSchema>(
      `/api/admin/leads/due?tz=${encodeURIComponent(staffZone())}`,
      controller.signal,
    ).then(setCounts, () => {});
    return () => controller.abort();
  }, []);
  if (!counts) return null;
  return (
    <p className="text-sm" data-testid="due-follow-ups">
      <Link to="/admin/leads?due=1" className="text-accent-600 underline">
        <strong className={counts.overdue > 0 ? 'text-red-700' : undefined}>
          {counts.overdue} overdue
        </strong>{' '}
        and {counts.dueToday} due later today
      </Link>{' '}
      follow-ups;{' '}
      <Link to="/admin/leads?due=1&owner=mine" className="text-accent-600 underline">
        {counts.mine} of them yours
      </Link>
      .
    </p>
  );
}
