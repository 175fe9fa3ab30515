// `npm test`: every suite, then a table of how long each step took, so a slow suite is seen without reading the
// whole log. The build runs beside the unit and integration suite: it keeps about one core busy, and the suite alone
// leaves part of the second idle (its files wait on databases, child processes and timers). The end-to-end servers
// start as soon as the build is made, and the end-to-end suite once they answer and the unit and integration suite
// has passed: the browser tests beside the integration files overloaded two cores (a process test timed out). The
// first step that fails stops the others, and `npm test` exits with its code.
//
// Each step's output goes to the console whole and in order: the step that started first streams live, a later one
// is held back until the steps before it have finished, then printed and streamed in its turn. Every step's output is
// also written as it comes to .tmp/test-logs/, to follow a step whose turn has not come.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_SERVERS, E2E_SERVERS_STARTED } from './e2e-servers.mjs';

const SUITE = 'unit and integration (PGlite, PostgreSQL)';
const SERVERS = 'end-to-end servers (until ready)';
const STEPS = [
  { name: 'test browser', command: 'node', args: ['tests/support/ensure-chromium.mjs'], after: [] },
  { name: SUITE, command: 'npx', args: ['vitest', 'run'], after: ['test browser'] },
  { name: 'build', command: 'npm', args: ['run', 'build'], after: ['test browser'] },
  { name: SERVERS, start: startServers, after: ['build'] },
  {
    name: 'end-to-end (Chromium)',
    command: 'npx',
    args: ['playwright', 'test'],
    env: { [E2E_SERVERS_STARTED]: '1' },
    after: [SERVERS, SUITE],
  },
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
/** Every process group started, stopped at the end (the servers outlive their step). */
const groups = new Set();

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

/** Starts a process in its own group, so that it can be stopped with everything it started (servers, browsers). */
function launch(entry, command, args, { env = {}, stdout = true } = {}) {
  // Colours as on a terminal when the console is one: the tools see a pipe.
  const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
  const child = spawn(command, args, {
    env: { ...process.env, ...colour, ...env },
    stdio: ['ignore', stdout ? 'pipe' : 'ignore', 'pipe'],
    detached: true,
  });
  groups.add(child);
  child.on('close', () => groups.delete(child));
  child.stdout?.on('data', entry.keep);
  child.stderr.on('data', entry.keep);
  return child;
}

function run(entry) {
  const { step } = entry;
  entry.started = Date.now();
  entry.result = 'running';
  started.push(entry);
  fs.mkdirSync(LOGS, { recursive: true });
  const log = fs.createWriteStream(logName(step.name));
  entry.keep = (chunk) => {
    entry.output.push(chunk.toString());
    // The servers write on after their step (their start) has ended: to the console only.
    if (!log.writableEnded) log.write(chunk);
    if (entry.shown) process.stdout.write(chunk);
  };
  showHeldOutput();
  if (!entry.shown)
    console.log(
      `\n(${step.name} runs meanwhile: its output follows in its turn, and is in ${path.relative(process.cwd(), logName(step.name))} as it comes)`,
    );
  const exited = step.start
    ? step.start(entry)
    : new Promise((resolve) =>
        launch(entry, step.command, step.args, { env: step.env }).on('close', (status, signal) =>
          resolve(status ?? (signal ? 1 : 0)),
        ),
      );
  return exited.then((code) => {
    log.end();
    entry.ms = Date.now() - entry.started;
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
    return code === 0 && !entry.stopped;
  });
}

/** Starts the end-to-end servers; 0 once each answers its health check, 1 if one stops or none answers in 5 minutes. */
async function startServers(entry) {
  const servers = E2E_SERVERS.map((server) => {
    const child = launch(entry, 'node', server.args, {
      env: { PORT: String(server.port) },
      stdout: false,
    });
    const stopped = new Promise((resolve) => child.on('close', () => resolve(true)));
    return { ...server, stopped };
  });
  const deadline = Date.now() + 300_000;
  const ready = async (server) => {
    for (;;) {
      const answered = await fetch(server.health).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) return true;
      if (Date.now() > deadline) return false;
      const ended = await Promise.race([
        server.stopped,
        new Promise((resolve) => setTimeout(() => resolve(false), 250)),
      ]);
      if (ended) return false;
    }
  };
  const all = await Promise.all(servers.map(ready));
  all.forEach(
    (ok, i) =>
      ok ||
      entry.keep(
        `${servers[i].health} did not answer: the server stopped or took over 5 minutes\n`,
      ),
  );
  return all.every(Boolean) ? 0 : 1;
}

function stopAll() {
  for (const entry of state.values()) if (entry.result === 'running') entry.stopped = true;
  for (const child of groups) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** Stops whatever still runs (the servers, at least) and waits for it to finish cleaning up. */
async function stopRest() {
  const closing = [...groups].map((child) => new Promise((resolve) => child.on('close', resolve)));
  stopAll();
  await Promise.race([Promise.all(closing), new Promise((resolve) => setTimeout(resolve, 15_000))]);
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
await stopRest();

const rows = [...state.values()].map(({ step, ms, result }) => [step.name, ms, result]);
rows.push([
  'total (wall clock; steps overlap)',
  Date.now() - began,
  failed === undefined ? 'passed' : 'failed',
]);
const width = Math.max(...rows.map(([name]) => name.length));
console.log(`\n${'step'.padEnd(width)}  time (m:ss)  result`);
for (const [name, ms, result] of rows)
  console.log(
    `${name.padEnd(width)}  ${(ms === undefined ? '' : minutes(ms)).padStart(11)}  ${result}`,
  );
// A CI's record keeps only the end of the log: a failed step's own last lines (its runner's summary of
// what failed) are repeated below the table, so the failure is named there.
for (const { step, result, output } of state.values())
  if (result.startsWith('failed')) {
    const tail = output
      .join('')
      .replace(/\x1b\[[0-9;]*m/g, '')
      .trimEnd()
      .split('\n')
      .slice(-60);
    console.log(`\n=== the end of ${step.name}, which failed ===\n${tail.join('\n')}`);
  }
process.exit(failed ?? 0);
