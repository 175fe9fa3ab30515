import { Link, useSearchParams } from 'react-router';
import {
  REPORT_PERIODS,
  type FunnelRow,
  type MedianRow,
  type Reports as ReportsData,
} from '../../schemas/dashboard';
import { ZONE_NAMES } from '../../shared/content/centres';
import { formatMinutes } from '../../shared/working-hours';
import { formatDate, wallClock } from '../../shared/zoned-time';

// The admissions reports on the dashboard: for a chosen period, the funnel (received, contacted,
// enrolled) of each source and each owner, and how soon leads were answered within working hours,
// per week and per owner.

const percent = (part: number, whole: number) =>
  whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`;
const waitText = (row: MedianRow) =>
  row.median === null ? '–' : formatMinutes(Math.round(row.median));

/** The period's choice, kept in the address (`?days=`) so the dashboard's loader reads it. */
function PeriodChoice({ days }: { days: ReportsData['days'] }) {
  const [params] = useSearchParams();
  return (
    <nav aria-label="Report period" className="flex flex-wrap gap-2 text-sm">
      {REPORT_PERIODS.map((period) => {
        const next = new URLSearchParams(params);
        next.set('days', period);
        return (
          <Link
            key={period}
            to={`?${next}`}
            aria-current={period === days ? 'page' : undefined}
            className={
              period === days ? 'btn-primary px-3 py-1' : 'btn-outline px-3 py-1 text-brand-900'
            }
            preventScrollReset
          >
            Last {period} days
          </Link>
        );
      })}
    </nav>
  );
}

const cell = 'py-1 pl-3 text-right tabular-nums';

/** A report table's heads: the groups' column, then its figures, right-aligned as they are. */
function ColumnHeads({ by, counts }: { by: string; counts: readonly string[] }) {
  return (
    <thead>
      <tr>
        <th scope="col" className="pr-3">
          {by}
        </th>
        {counts.map((count) => (
          <th key={count} scope="col" className="pl-3 text-right">
            {count}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A funnel per group (a source, an owner): `by` names the groups' column, `total` their sum's row. */
function FunnelTable({
  rows,
  by,
  total: totalLabel,
  labelledBy,
}: {
  rows: FunnelRow[];
  by: string;
  total: string;
  labelledBy: string;
}) {
  if (!rows.length) return <p className="text-sm text-muted">No leads in this period.</p>;
  const total = rows.reduce(
    (sum, row) => ({
      label: totalLabel,
      received: sum.received + row.received,
      contacted: sum.contacted + row.contacted,
      enrolled: sum.enrolled + row.enrolled,
    }),
    { label: totalLabel, received: 0, contacted: 0, enrolled: 0 },
  );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-labelledby={labelledBy}>
        <ColumnHeads by={by} counts={['New', 'Contacted', 'Enrolled']} />
        <tbody>
          {[...rows, total].map((row) => (
            <tr
              key={row.label}
              className={`border-t border-slate-100 ${row === total ? 'font-semibold' : ''}`}
              data-testid="funnel-row"
            >
              <th scope="row" className="py-1 pr-3 font-normal break-all">
                {row.label}
              </th>
              <td className={cell}>{row.received}</td>
              <td className={cell}>
                {row.contacted}{' '}
                <span className="text-muted">({percent(row.contacted, row.received)})</span>
              </td>
              <td className={cell}>
                {row.enrolled}{' '}
                <span className="text-muted">({percent(row.enrolled, row.received)})</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The median first response per group (a week, an owner). */
function MedianTable({
  rows,
  by,
  label,
  labelledBy,
}: {
  rows: MedianRow[];
  by: string;
  label(value: string): string;
  labelledBy: string;
}) {
  return (
    <table className="mt-2 w-full text-left text-sm" aria-labelledby={labelledBy}>
      <ColumnHeads by={by} counts={['Median', 'Answered', 'Not yet']} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-t border-slate-100">
            <th scope="row" className="py-1 pr-3 font-normal">
              {label(row.label)}
            </th>
            <td className={cell}>{waitText(row)}</td>
            <td className={cell}>{row.answered}</td>
            <td className={cell}>{row.unanswered}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Reports({ reports }: { reports: ReportsData }) {
  const { days, zone, since, funnel, response } = reports;
  const from = formatDate(wallClock(new Date(since), zone).date);
  return (
    <section
      aria-labelledby="reports-title"
      className="space-y-4 rounded-xl border border-slate-200 p-4"
      data-testid="reports"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="reports-title" className="text-xl font-bold text-brand-900">
          Admissions, last {days} days
        </h2>
        <PeriodChoice days={days} />
      </div>
      <p className="text-sm text-muted">
        Leads received since {from} ({ZONE_NAMES[zone]}); rates are of the leads received.
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <div>
          <h3 id="funnel-title" className="font-semibold text-brand-900">
            Funnel by source
          </h3>
          <FunnelTable rows={funnel} by="Source" total="All sources" labelledBy="funnel-title" />
          <h3 id="funnel-owner-title" className="mt-4 font-semibold text-brand-900">
            Funnel by owner
          </h3>
          <FunnelTable
            rows={reports.funnelByOwner}
            by="Owner"
            total="All owners"
            labelledBy="funnel-owner-title"
          />
        </div>
        <div>
          <h3 id="response-title" className="font-semibold text-brand-900">
            First response, within working hours
          </h3>
          <p className="text-sm" data-testid="median-response">
            Median <strong>{waitText(response.overall)}</strong> ({response.overall.answered}{' '}
            answered, {response.overall.unanswered} not yet).
          </p>
          <MedianTable
            rows={response.perWeek}
            by="Week of"
            label={(week) => formatDate(week)}
            labelledBy="response-title"
          />
          <h3 id="response-owner-title" className="mt-4 font-semibold text-brand-900">
            First response per owner
          </h3>
          <MedianTable
            rows={response.perOwner}
            by="Owner"
            label={(owner) => owner}
            labelledBy="response-owner-title"
          />
        </div>
      </div>
    </section>
  );
}
