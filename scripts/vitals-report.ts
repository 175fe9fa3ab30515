// Prints the p75 of each real-user vital per route: `npm run vitals:report [-- --days 28]`.
// Reads the server's own database (DATABASE_URL, else PGlite in DATA_DIR); while a server holds the
// embedded database, the server reads it (server/control).
import { parseArgs } from 'node:util';
import { CONTROL_PATHS, VitalsReportQuerySchema, VitalsReportSchema } from '../schemas/control';
import { VITAL_METRICS, type VitalMetric, type VitalP75 } from '../shared/vitals';
import { loadConfig } from '../server/config';
import { onDatabase } from '../server/control/client';
import { createVitalsService } from '../server/vitals/vitals-store';

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
  const query = VitalsReportQuerySchema.safeParse({ days: values.days });
  if (!query.success) {
    console.error(query.error.issues[0]!.message);
    process.exit(2);
  }
  const { days } = query.data;
  const rows = await onDatabase(loadConfig(), {
    async local(database) {
      await database.migrate();
      return createVitalsService(database.db).p75ByRoute(days);
    },
    async remote(server) {
      const answer = await server.call(
        'GET',
        `${CONTROL_PATHS.vitals}?days=${days}`,
        VitalsReportSchema,
      );
      return answer.rows;
    },
  });
  console.log(
    `Real-user vitals, p75 per route, last ${days} days (good: LCP ≤ 2500 ms, INP ≤ 200 ms, CLS ≤ 0.1)\n`,
  );
  console.log(rows.length ? vitalsTable(rows) : 'No measurements yet.');
}

if (import.meta.url === `file://${process.argv[1]}`)
  main().catch((error: unknown) => {
    console.error(`No report: ${(error as Error).message}`);
    process.exitCode = 1;
  });
