// Prints the p75 of each real-user vital per route: `npm run vitals:report [-- --days 28]`.
// Reads the server's own database (DATABASE_URL, else PGlite in DATA_DIR); stop a PGlite server first,
// since an embedded database has one user at a time.
import { parseArgs } from 'node:util';
import { VITAL_METRICS, type VitalMetric, type VitalP75 } from '../contract/vitals';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connect';
import { createVitalsService, VITALS_KEEP_DAYS } from '../server/services/vitals';

const format: Record<VitalMetric, (value: number) => string> = {
  LCP: (v) => `${Math.round(v)} ms`,
  INP: (v) => `${Math.round(v)} ms`,
  CLS: (v) => v.toFixed(3),
};

/** One row per route: each metric's p75 with its sample count, aligned for a terminal. */
export function vitalsTable(rows: VitalP75[]): string {
  const routes = [...new Set(rows.map((r) => r.route))].sort();
  const cell = (route: string, metric: VitalMetric) => {
    const row = rows.find((r) => r.route === route && r.metric === metric);
    return row ? `${format[metric](row.p75)} (n=${row.count})` : '–';
  };
  const table = [
    ['route', ...VITAL_METRICS.map((m) => `${m} p75`)],
    ...routes.map((route) => [route, ...VITAL_METRICS.map((m) => cell(route, m))]),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((line) => line[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [
    line(table[0]!),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...table.slice(1).map(line),
  ].join('\n');
}

async function main() {
  const { values } = parseArgs({ options: { days: { type: 'string', default: '28' } } });
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > VITALS_KEEP_DAYS) {
    console.error(
      `--days is a whole number from 1 to ${VITALS_KEEP_DAYS} (older rows are deleted).`,
    );
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    const rows = await createVitalsService(database.db).p75ByRoute(days);
    console.log(
      `Real-user vitals, p75 per route, last ${days} days (good: LCP ≤ 2500 ms, INP ≤ 200 ms, CLS ≤ 0.1)\n`,
    );
    console.log(rows.length ? vitalsTable(rows) : 'No measurements yet.');
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
