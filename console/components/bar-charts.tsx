import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { LabelCount, WeekOfLeads } from '../../schemas/dashboard';
import { cutText } from '../../shared/well-formed';

// The dashboard's charts, drawn by recharts. Loaded only in the browser once the page is hydrated
// (charts.tsx), so the server never loads recharts and its state library, and keeps their memory.

const CHART_COLOURS = { contact: '#0d7d74', registration: '#0b2545', bar: '#2b5a94' } as const;

const axisTick = { fontSize: 12, fill: '#4a5668' };
const chartProps = {
  responsive: true,
  accessibilityLayer: false,
  style: { width: '100%', height: '100%' },
} as const;

export function LeadsPerWeekChart({ weeks }: { weeks: WeekOfLeads[] }) {
  const data = weeks.map((w) => ({ ...w, week: w.weekStart.slice(5) }));
  return (
    <BarChart data={data} {...chartProps} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="week" tick={axisTick} interval="preserveStartEnd" />
      <YAxis allowDecimals={false} tick={axisTick} />
      <Tooltip />
      <Legend />
      <Bar
        dataKey="contact"
        name="Enquiries"
        stackId="leads"
        fill={CHART_COLOURS.contact}
        isAnimationActive={false}
      />
      <Bar
        dataKey="registration"
        name="Registrations"
        stackId="leads"
        fill={CHART_COLOURS.registration}
        isAnimationActive={false}
      />
    </BarChart>
  );
}

/** Axis labels longer than this are cut (the tooltip and the table have them whole). */
const LABEL_MAX = 22;
const shortLabel = (label: string) =>
  label.length > LABEL_MAX ? `${cutText(label, LABEL_MAX - 1)}…` : label;

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
    <BarChart
      data={data}
      layout="vertical"
      {...chartProps}
      margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
    >
      <CartesianGrid strokeDasharray="3 3" horizontal={false} />
      <XAxis type="number" allowDecimals={decimals} tick={axisTick} tickFormatter={format} />
      <YAxis
        type="category"
        dataKey="label"
        width={150}
        tick={axisTick}
        interval={0}
        tickFormatter={shortLabel}
      />
      <Tooltip formatter={(value) => format(Number(value))} />
      <Bar dataKey="count" name={name} fill={CHART_COLOURS.bar} isAnimationActive={false} />
    </BarChart>
  );
}
