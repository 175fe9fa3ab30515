import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { startSmtpListener } from '../tests/support/local-listeners';
import { startServer } from './lib/server';
import { report } from './lib/report';

// How long after staff release a suspected spam lead the staff email arrives: the built product
// (`npm run build` first) on PGlite, its mail going to a local SMTP listener (the one the tests use).
// Each run: an enquiry whose honeypot is filled is held, staff release it through the console's API,
// and the clock runs from the release's request until the listener has the message. Loopback only.
// BENCH_PORT and BENCH_SMTP_PORT pin the ports (default: any free ones).

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ACCOUNT = { email: 'bench@academy.example', password: 'bench admin password 2026' };
const XSRF = 'bench-xsrf';

const smtp = await startSmtpListener(Number(process.env.BENCH_SMTP_PORT ?? 0));
const server = await startServer(
  { SMTP_URL: smtp.url, ...(process.env.BENCH_PORT ? { PORT: process.env.BENCH_PORT } : {}) },
  async (dataDir) => {
    const made = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/admin-create.ts',
        '--email',
        ACCOUNT.email,
        '--name',
        'Bench',
        '--role',
        'admin',
      ],
      {
        input: `${ACCOUNT.password}\n`,
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        stdio: ['pipe', 'ignore', 'inherit'],
      },
    );
    if (made.status !== 0) throw new Error('admin:create failed');
  },
);

let cookie = `XSRF-TOKEN=${XSRF}`;
const send = async (path: string, body?: object) => {
  const response = await fetch(`${server.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': XSRF },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
};

try {
  const signIn = await send('/api/admin/sign-in', ACCOUNT);
  cookie += `; ${signIn.headers.getSetCookie()[0]!.split(';')[0]}`;
  const rows: Record<string, string | number>[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const name = `Held Visitor ${run}`;
    await send('/api/contact', {
      name,
      email: 'held@example.com',
      course: 'Professional Courses',
      track: 'Full Time',
      fax: 'autofilled',
    });
    const { leads } = (await (await send('/api/admin/leads?spam=1')).json()) as {
      leads: { id: number; name: string }[];
    };
    const id = leads.find((lead) => lead.name === name)!.id;
    const started = performance.now();
    await send(`/api/admin/leads/contact/${id}/release`, {});
    const answered = performance.now() - started;
    while (!smtp.messages.some((mail) => mail.decoded.includes(`#${id}: ${name}`))) {
      if (performance.now() - started > 60_000) throw new Error('no email within a minute');
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const emailed = performance.now() - started;
    rows.push({
      run,
      'release answered ms': Math.round(answered),
      'email received ms': Math.round(emailed),
    });
  }
  const median = (key: string) => {
    const sorted = rows.map((row) => Number(row[key])).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  rows.push({
    run: `median of ${RUNS}`,
    'release answered ms': median('release answered ms'),
    'email received ms': median('email received ms'),
  });
  report('spam release to staff email', rows);
} finally {
  await server.stop();
  await smtp.close();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
