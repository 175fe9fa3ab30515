// `npm test`: every suite in order, stopping at the first that fails (with its exit code), then a table of
// how long each step took, so a slow suite is seen without reading the whole log.
import { spawnSync } from 'node:child_process';

const STEPS = [
  ['test browser', 'node', ['scripts/ensure-chromium.mjs']],
  ['unit and integration (PGlite, PostgreSQL)', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', 'build']],
  ['end-to-end (Chromium)', 'npx', ['playwright', 'test']],
];

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
const rows = [];
let failed;
for (const [name, command, args] of STEPS) {
  const started = Date.now();
  const { status, signal } = spawnSync(command, args, { stdio: 'inherit' });
  const code = status ?? (signal ? 1 : 0);
  rows.push([name, Date.now() - started, code === 0 ? 'passed' : `failed (exit ${code})`]);
  if (code !== 0) {
    failed = code;
    break;
  }
}
for (const [name] of STEPS.slice(rows.length)) rows.push([name, undefined, 'not run']);
rows.push(['total', rows.reduce((sum, [, ms]) => sum + (ms ?? 0), 0), failed === undefined ? 'passed' : 'failed']);

const width = Math.max(...rows.map(([name]) => name.length));
console.log(`\n${'step'.padEnd(width)}  time (m:ss)  result`);
for (const [name, ms, result] of rows) console.log(`${name.padEnd(width)}  ${(ms === undefined ? '' : minutes(ms)).padStart(11)}  ${result}`);
process.exit(failed ?? 0);
