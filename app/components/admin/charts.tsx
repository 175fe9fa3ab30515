import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { LabelCount, WeekOfLeads } from '../../../contract/dashboard';
import { useHydrated } from '../pages/use-hydrated';

// Charts are drawn by recharts (SVG, styles set through the DOM, which the page CSP allows) once the
// page is hydrated: they need the box's measured width. The box has its height from the start, so
// nothing moves when they appear. Animation is off: no motion to reduce, and figures read at once.

export const CHART_COLOURS = { contact: '#0d7d74', registration: '#0b2545', bar: '#2b5a94' } as const;

interface ChartFigureProps {
  id: string;
  title: string;
  /** One sentence for screen readers: what the chart shows (the table has the numbers). */
  summary: string;
  height: number;
  chart: ReactNode;
  table: ReactNode;
}

/** A chart under its heading, with the same numbers in a table behind a disclosure. */
export function ChartFigure({ id, title, summary, height, chart, table }: ChartFigureProps) {
  const hydrated = useHydrated();
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border border-slate-200 p-4">
      <h2 id={id} className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      <div role="img" aria-label={summary} style={{ height }} className="mt-3 w-full">
        {hydrated && chart}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-accent-600">Show the numbers</summary>
        <div className="mt-2 overflow-x-auto">{table}</div>
      </details>
    </section>
  );
}

const axisTick = { fontSize: 12, fill: '#4a5668' };
const chartProps = { responsive: true, accessibilityLayer: false, style: { width: '100%', height: '100%' } } as const;

export function LeadsPerWeekChart({ weeks }: { weeks: WeekOfLeads[] }) {
  const data = weeks.map((w) => ({ ...w, week: w.weekStart.slice(5) }));
  return (
    <BarChart data={data} {...chartProps} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="week" tick={axisTick} interval="preserveStartEnd" />
      <YAxis allowDecimals={false} tick={axisTick} />
      <Tooltip />
      <Legend />
      <Bar dataKey="contact" name="Enquiries" stackId="leads" fill={CHART_COLOURS.contact} isAnimationActive={false} />
      <Bar dataKey="registration" name="Registrations" stackId="leads" fill={CHART_COLOURS.registration} isAnimationActive={false} />
    </BarChart>
  );
}

/** Axis labels longer than this are cut (the tooltip and the table have them whole). */
const LABEL_MAX = 22;
const shortLabel = (label: string) => (label.length > LABEL_MAX ? `${label.slice(0, LABEL_MAX - 1)}…` : label);

interface CountsChartProps {
  data: LabelCount[];
  name: string;
  format?: (value: number) => string;
  /** Counts are whole numbers; measurements such as CLS are not. */
  decimals?: boolean;
}

/** Horizontal bars, one per label: room for long course names. */
export function CountsChart({ data, name, format = String, decimals = false }: CountsChartProps) {
  return (
    <BarChart data={data} layout="vertical" {...chartProps} margin={{ top: 0, right: 16, bottom: 0, left: 0 }}>
      <CartesianGrid strokeDasharray="3 3" horizontal={false} />
      <XAxis type="number" allowDecimals={decimals} tick={axisTick} tickFormatter={format} />
      <YAxis type="category" dataKey="label" width={150} tick={axisTick} interval={0} tickFormatter={shortLabel} />
      <Tooltip formatter={(value) => format(Number(value))} />
      <Bar dataKey="count" name={name} fill={CHART_COLOURS.bar} isAnimationActive={false} />
    </BarChart>
  );
}

/** Height for a horizontal bar chart of `rows` bars. */
export const barsHeight = (rows: number) => Math.max(120, 32 * rows + 40);
