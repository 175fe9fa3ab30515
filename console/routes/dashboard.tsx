import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import {
  REPORT_PERIODS,
  type BackupState,
  type Dashboard,
  type DashboardResponseSchema,
  type LabelCount,
} from '../../schemas/dashboard';
import { ZONE_NAMES } from '../../shared/content/centres';
import { VITAL_METRICS, type VitalMetric } from '../../shared/vitals';
import { readAdmin } from '../api';
import { barsHeight, ChartFigure, CountsChart, LeadsPerWeekChart } from '../components/charts';
import { DueFollowUps } from '../components/due-follow-ups';
import { usePageTitle } from '../components/page-title';
import { Reports } from '../components/reports';
import { staffZone } from '../components/staff-zone';
import { formatTime } from '../components/styles';

export async function loader({ request }: LoaderFunctionArgs) {
  // The reports' period from the address; days and weeks on the staff member's clock.
  const days = new URL(request.url).searchParams.get('days');
  const query = new URLSearchParams({ tz: staffZone() });
  if (days && (REPORT_PERIODS as readonly string[]).includes(days)) query.set('days', days);
  const { dashboard } = await readAdmin<typeof DashboardResponseSchema>(
    `/api/admin/dashboard?${query}`,
    request.signal,
  );
  return dashboard;
}

const VITAL_UNITS: Record<VitalMetric, { label: string; format: (value: number) => string }> = {
  LCP: { label: 'Largest contentful paint (LCP), p75', format: (v) => `${Math.round(v)} ms` },
  INP: { label: 'Interaction to next paint (INP), p75', format: (v) => `${Math.round(v)} ms` },
  CLS: { label: 'Cumulative layout shift (CLS), p75', format: (v) => v.toFixed(3) },
};

/** A chart's numbers as a plain table: the first column is text, the others are right-aligned figures. */
function NumbersTable({
  columns,
  rows,
}: {
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}) {
  return (
    <table className="w-full text-left">
      <thead>
        <tr>
          {columns.map((column, i) => (
            <th key={column} scope="col" className={i === 0 ? 'pr-3' : 'pl-3 text-right'}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])} className="border-t border-slate-100">
            {row.map((cell, i) => (
              <td key={columns[i]} className={i === 0 ? 'pr-3' : 'pl-3 text-right tabular-nums'}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CountsTable({
  rows,
  label,
  format = String,
}: {
  rows: LabelCount[];
  label: string;
  format?: (value: number) => string;
}) {
  return (
    <NumbersTable
      columns={[label, 'Value']}
      rows={rows.map((row) => [row.label, format(row.count)])}
    />
  );
}

const age = (minutes: number) =>
  minutes < 60
    ? `${minutes} min`
    : minutes < 2880
      ? `${Math.floor(minutes / 60)} h`
      : `${Math.floor(minutes / 1440)} days`;
const every = (ms: number) =>
  ms % 86_400_000 === 0
    ? `${ms / 86_400_000} d`
    : ms % 3_600_000 === 0
      ? `${ms / 3_600_000} h`
      : `${Math.round(ms / 60_000)} min`;

/** The last backup and its age; a failure since, in red. */
function BackupLine({ backup }: { backup: BackupState }) {
  const { last, failure, everyMs } = backup;
  return (
    <div id="backup-status" className="rounded-xl border border-slate-200 p-4 text-sm">
      <p>
        {last ? (
          <>
            Last backup {age(last.ageMinutes)} ago ({formatTime(last.at)},{' '}
            {(last.bytes / 1e6).toFixed(1)} MB, {last.file}).
          </>
        ) : (
          <span className="text-red-700">No backup yet.</span>
        )}{' '}
        {everyMs
          ? `The server takes one every ${every(everyMs)}.`
          : 'The server takes none itself (BACKUP_EVERY is not set): run npm run db:backup.'}
      </p>
      {failure && (
        <p className="mt-1 text-red-700">
          The last backup failed ({formatTime(failure.at)}): {failure.message}
        </p>
      )}
    </div>
  );
}

/** The next batches and how many leads (enquiries and registrations) named each, each linking to those leads in the inbox. */
function NextBatches({ batches }: { batches: Dashboard['nextBatches'] }) {
  return (
    <section aria-labelledby="next-batches" className="rounded-xl border border-slate-200 p-4">
      <h2 id="next-batches" className="font-bold text-brand-900">
        Next batches
      </h2>
      {batches.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          No upcoming batches.{' '}
          <Link to="/admin/batches" className="text-accent-600 underline">
            Schedule one
          </Link>
          .
        </p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="pr-3">
                Batch
              </th>
              <th scope="col" className="pl-3 text-right">
                Leads
              </th>
            </tr>
          </thead>
          <tbody>
            {batches.map((b) => (
              <tr key={b.id} className="border-t border-slate-100" data-testid="next-batch">
                <td className="py-1 pr-3">{b.batch}</td>
                <td className="py-1 pl-3 text-right tabular-nums">
                  <Link to={`/admin/leads?batch=${b.id}`} className="text-accent-600 underline">
                    {b.leads}
                    <span className="sr-only"> leads for {b.batch}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

const Empty = ({ children }: { children: string }) => (
  <p className="flex h-full items-center justify-center text-sm text-muted">{children}</p>
);

export function Component() {
  const {
    since,
    weeks,
    byCourse,
    bySource,
    vitals,
    notifications,
    backup,
    nextBatches,
    suspectedSpam,
    zone,
    reports,
  } = useLoaderData<typeof loader>();
  usePageTitle('Dashboard');
  const total = weeks.reduce((sum, w) => sum + w.contact + w.registration, 0);
  const period = `weeks from Monday ${weeks[0]?.weekStart ?? since.slice(0, 10)}`;
  return (
    <section aria-labelledby="dashboard-title" className="space-y-6">
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 id="dashboard-title" className="text-2xl font-bold text-brand-900">
          Dashboard
        </h1>
        <p className="text-sm text-muted">
          Last 12 weeks ({period}, {ZONE_NAMES[zone]})
        </p>
      </div>

      <dl className="grid gap-3 sm:grid-cols-3">
        {[
          ['Leads in 12 weeks', total],
          ['Notifications waiting to be delivered', notifications.pending],
          ['Notifications that failed', notifications.failed],
        ].map(([term, value]) => (
          <div key={term} className="rounded-xl border border-slate-200 p-4">
            <dt className="text-sm text-muted">{term}</dt>
            <dd
              className={`text-3xl font-bold tabular-nums ${term === 'Notifications that failed' && Number(value) > 0 ? 'text-red-700' : 'text-brand-900'}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <DueFollowUps />
      <p className="text-sm" data-testid="suspected-spam">
        <Link to="/admin/leads?spam=1" className="text-accent-600 underline">
          {suspectedSpam} held as suspected spam
        </Link>
        , counted in none of these figures: release the real ones to the inbox.
      </p>

      <Reports reports={reports} />

      <BackupLine backup={backup} />

      <NextBatches batches={nextBatches} />

      <ChartFigure
        id="chart-weeks"
        title="Leads per week"
        summary={`Stacked bars of enquiries and registrations for each of the last 12 weeks: ${total} leads in all.`}
        height={260}
        chart={<LeadsPerWeekChart weeks={weeks} />}
        table={
          <NumbersTable
            columns={['Week of', 'Enquiries', 'Registrations']}
            rows={weeks.map((w) => [w.weekStart, w.contact, w.registration])}
          />
        }
      />

      <div className="grid gap-6 lg:grid-cols-2">
        <ChartFigure
          id="chart-courses"
          title="Leads by course option"
          summary="Bars of how many leads chose each course option in the last 12 weeks."
          height={barsHeight(byCourse.length)}
          chart={
            byCourse.length ? (
              <CountsChart data={byCourse} name="Leads" />
            ) : (
              <Empty>No leads yet.</Empty>
            )
          }
          table={<CountsTable rows={byCourse} label="Course option" />}
        />
        <ChartFigure
          id="chart-sources"
          title="Leads by source"
          summary="Bars of how many leads came from each campaign source, referring site, or directly, in the last 12 weeks."
          height={barsHeight(bySource.length)}
          chart={
            bySource.length ? (
              <CountsChart data={bySource} name="Leads" />
            ) : (
              <Empty>No leads yet.</Empty>
            )
          }
          table={<CountsTable rows={bySource} label="Source" />}
        />
      </div>

      <h2 className="text-xl font-bold text-brand-900">Real-user vitals, last 28 days</h2>
      <div className="grid gap-6 lg:grid-cols-3">
        {VITAL_METRICS.map((metric) => {
          const rows = vitals
            .filter((v) => v.metric === metric)
            .map((v) => ({ label: v.route, count: v.p75 }));
          const { label, format } = VITAL_UNITS[metric];
          return (
            <ChartFigure
              key={metric}
              id={`chart-${metric.toLowerCase()}`}
              title={label}
              summary={`Bars of the 75th percentile of ${metric} on each route measured by visitors' browsers.`}
              height={barsHeight(rows.length)}
              chart={
                rows.length ? (
                  <CountsChart
                    data={rows}
                    name={`${metric} p75`}
                    format={format}
                    decimals={metric === 'CLS'}
                  />
                ) : (
                  <Empty>No measurements yet.</Empty>
                )
              }
              table={<CountsTable rows={rows} label="Route" format={format} />}
            />
          );
        })}
      </div>
    </section>
  );
}
