// Runs the built product on a fresh embedded database for the end-to-end suite, and records
// anything the server writes to stderr so the suite can fail on it. With `console`, the second server:
// for the specs that change content through the console (tests/support/e2e/console-server.ts), with
// their staff account and without the fixture posts.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_BUNDLE } from '../../scripts/server-bundle.mjs';
import { E2E_ACCOUNTS } from './e2e-servers.mjs';

const port = process.env.PORT ?? '3100';
const forConsole = process.argv[2] === 'console';
// A fresh data directory per run, at a path the tests know (they read the .eml notifications in it).
const dataDir = path.resolve('.tmp', `e2e-data-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
// The console's first account, made the way an academy makes its own: `npm run admin:create`,
// password on standard input (the specs sign in with E2E_ACCOUNTS).
const account = forConsole ? E2E_ACCOUNTS.writer : E2E_ACCOUNTS.admin;
const created = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    'scripts/admin-create.ts',
    '--email',
    account.email,
    '--name',
    account.name,
    '--role',
    account.role,
  ],
  {
    input: `${account.password}\n`,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['pipe', 'ignore', 'inherit'],
  },
);
if (created.status !== 0) process.exit(created.status ?? 1);
const stderrLog = path.resolve('.tmp', `e2e-server-stderr-${port}.log`);
fs.writeFileSync(stderrLog, '');

const env = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: port,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  RATE_LIMIT_FORMS_MAX: '10000',
  RATE_LIMIT_API_MAX: '100000',
  // Every page a test opens sends vitals beacons from 127.0.0.1.
  RATE_LIMIT_VITALS_MAX: '100000',
  // Both workers share one address, and several specs visit pages that do not exist on purpose.
  RATE_LIMIT_NOT_FOUND_MAX: '100000',
  // A browser driven by a test fills a form faster than any person; the timing check has its own integration tests.
  FORM_MIN_FILL_MS: '0',
};

// Test-only posts (the XSS payload set) go into the fresh database before the server opens it.
if (!forConsole) {
  const fixtures = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'tests/support/e2e-fixture-posts.ts'],
    { env, stdio: 'inherit' },
  );
  if (fixtures.status !== 0) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    console.error('e2e-server: storing the fixture posts failed');
    process.exit(1);
  }
}

// The server as `npm start` runs it: the bundle `npm run build` made.
const child = spawn(process.execPath, [SERVER_BUNDLE], {
  env,
  stdio: ['ignore', 'inherit', 'pipe'],
});
child.stderr.on('data', (chunk) => {
  fs.appendFileSync(stderrLog, chunk);
  process.stderr.write(chunk);
});

const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
child.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
