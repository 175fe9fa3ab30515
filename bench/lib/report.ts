import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Prints rows as an aligned table and saves them as JSON under bench/results/ for comparison over time. */
export function report(name: string, rows: Record<string, string | number>[]) {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const width = (c: string) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length));
  const line = (cells: string[]) =>
    cells.map((cell, i) => cell.padEnd(width(columns[i]!))).join('  ');
  // The machine is shared: the load average says how much of it the run had.
  const load = os.loadavg().map((n) => n.toFixed(2));
  console.log(`\n${name}  (load average ${load.join(' ')} on ${os.cpus().length} cores)`);
  console.log(line(columns));
  console.log(line(columns.map((c) => '-'.repeat(width(c)))));
  for (const row of rows) console.log(line(columns.map((c) => String(row[c] ?? ''))));
  const dir = path.resolve('bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(
    dir,
    `${name.replace(/\W+/g, '-').toLowerCase()}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        name,
        at: new Date().toISOString(),
        loadAverage: os.loadavg(),
        cores: os.cpus().length,
        rows,
      },
      null,
      2,
    ),
  );
}
