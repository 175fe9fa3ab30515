// `npm test`: every suite, then a table of how long each step took, so a slow suite is seen without reading the
// whole log. The build runs beside the unit and integration suite: it keeps about one core busy, and the suite alone
// leaves part of the second idle (its files wait on databases, child processes and timers). The end-to-end suite,
// which needs the build, starts once both have finished: beside the integration files it overloaded two cores (a
// process test timed out). The first step that fails stops the others, and `npm test` exits with its code.
//
// Each step's output goes to the console whole and in order: the step that started first streams live, a later one
// is held back until the steps before it have finished, then printed and streamed in its turn. Every step's output is
// also written as it comes to .tmp/test-logs/, to follow a step whose turn has not come.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const STEPS = [
  { name: 'test browser', command: 'node', args: ['scripts/ensure-chromium.mjs'], after: [] },
  { name: 'unit and integration (PGlite, PostgreSQL)', command: 'npx', args: ['vitest', 'run'], after: ['test browser'] },
  { name: 'build', command: 'npm', args: ['run', 'build'], after: ['test browser'] },
  { name: 'end-to-end (Chromium)', command: 'npx', args: ['playwright', 'test'], after: ['build', 'unit and integration (PGlite, PostgreSQL)'] },
];

const LOGS = path.resolve('.tmp', 'test-logs');
const logName = (name) => path.join(LOGS, `${name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.log`);

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

const began = Date.now();
const state = new Map(STEPS.map((step) => [step.name, { step, output: [], result: 'not run' }]));
/** Steps in the order they started: the console belongs to the first of them that has not been printed whole. */
const started = [];
let printed = 0;
let failed;

function showHeldOutput() {
  while (printed < started.length) {
    const current = started[printed];
    if (!current.shown) {
      process.stdout.write(`\n=== ${current.step.name} ===\n${current.output.join('')}`);
      current.shown = true;
    }
    if (current.ms === undefined) return;
    printed++;
  }
}

function run(entry) {
  const { step } = entry;
  entry.started = Date.now();
  entry.result = 'running';
  started.push(entry);
  fs.mkdirSync(LOGS, { recursive: true });
  const log = fs.createWriteStream(logName(step.name));
  // Colours as on a terminal when the console is one: the tools see a pipe.
  const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
  // Its own process group, so a failure elsewhere can stop it with everything it started (servers, browsers).
  const child = spawn(step.command, step.args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  entry.child = child;
  const keep = (chunk) => {
    entry.output.push(chunk.toString());
    log.write(chunk);
    if (entry.shown) process.stdout.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  showHeldOutput();
  if (!entry.shown) console.log(`\n(${step.name} runs meanwhile: its output follows in its turn, and is in ${path.relative(process.cwd(), logName(step.name))} as it comes)`);
  return new Promise((resolve) => {
    child.on('close', (status, signal) => {
      log.end();
      entry.ms = Date.now() - entry.started;
      const code = status ?? (signal ? 1 : 0);
      if (entry.stopped) entry.result = 'stopped (another step failed)';
      else if (code === 0) entry.result = 'passed';
      else {
        entry.result = `failed (exit ${code})`;
        if (failed === undefined) {
          failed = code;
          stopAll();
        }
      }
      showHeldOutput();
      resolve(code === 0 && !entry.stopped);
    });
  });
}

function stopAll() {
  for (const entry of state.values()) {
    if (entry.result !== 'running' || !entry.child) continue;
    entry.stopped = true;
    try {
      process.kill(-entry.child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

/** Runs a step once every step it needs has passed. */
const runs = new Map();
const schedule = (entry) => {
  if (!runs.has(entry.step.name)) {
    const before = Promise.all(entry.step.after.map((name) => schedule(state.get(name))));
    runs.set(
      entry.step.name,
      before.then((passed) => (passed.every(Boolean) && failed === undefined ? run(entry) : false)),
    );
  }
  return runs.get(entry.step.name);
};
await Promise.all([...state.values()].map(schedule));

const rows = [...state.values()].map(({ step, ms, result }) => [step.name, ms, result]);
rows.push(['total (wall clock; the build ran beside the unit and integration suite)', Date.now() - began, failed === undefined ? 'passed' : 'failed']);
const width = Math.max(...rows.map(([name]) => name.length));
console.log(`\n${'step'.padEnd(width)}  time (m:ss)  result`);
for (const [name, ms, result] of rows) console.log(`${name.padEnd(width)}  ${(ms === undefined ? '' : minutes(ms)).padStart(11)}  ${result}`);
process.exit(failed ?? 0);
