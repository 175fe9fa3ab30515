import { lazy, Suspense, type ReactNode } from 'react';

// Charts are drawn by recharts (SVG, styles set through the DOM, which the page CSP allows) in the
// box's measured width. The box has its height from the start, so nothing moves when they appear.
// Animation is off: no motion to reduce, and figures read at once. Their code (bar-charts.tsx) is
// fetched by the page that draws them, after the page itself.

const loadBarCharts = () => import('./bar-charts');
export const LeadsPerWeekChart = lazy(() =>
  loadBarCharts().then((module) => ({ default: module.LeadsPerWeekChart })),
);
export const CountsChart = lazy(() =>
  loadBarCharts().then((module) => ({ default: module.CountsChart })),
);

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
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border border-slate-200 p-4">
      <h2 id={id} className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      <div role="img" aria-label={summary} style={{ height }} className="mt-3 w-full">
        <Suspense>{chart}</Suspense>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-accent-600">Show the numbers</summary>
        <div className="mt-2 overflow-x-auto">{table}</div>
      </details>
    </section>
  );
}

/** Height for a horizontal bar chart of `rows` bars. */
export const barsHeight = (rows: number) => Math.max(120, 32 * rows + 40);
