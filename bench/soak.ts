import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import { validEnquiry, validRegistration } from '../tests/support/lead-fixtures';
import { startThrowawayPostgres } from '../tests/support/throwaway-postgres';
import { openDatabase, type DatabaseTarget } from '../server/db/connect';
import { contactEnquiries, registrations } from '../server/db/schema';
import { startServer } from './lib/server';
import { report } from './lib/report';

// A soak of mixed traffic against the built product (`npm run build` first), on PGlite and on
// PostgreSQL: prerendered pages, server-rendered blog posts, and both forms sent the way the site
// sends them (a fresh form token each time). Bounded by a request count and a time limit, loopback
// only. Prints throughput, answers by kind and status, and leads stored against leads accepted.

const REQUESTS = Number(process.env.SOAK_REQUESTS ?? 6000);
const MAX_SECONDS = Number(process.env.SOAK_MAX_SECONDS ?? 90);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 20);

type Kind = 'page' | 'blog' | 'token' | 'contact' | 'register';

async function soak(
  label: string,
  env: Record<string, string>,
  target: (dataDir: string) => DatabaseTarget,
) {
  const server = await startServer(env);
  const blogId = (
    (await (await fetch(`${server.url}/api/blogs`)).json()) as { blogs: { id: number }[] }
  ).blogs[0]!.id;
  const tally = new Map<string, number>();
  const seen = (kind: Kind) => (status: number) =>
    tally.set(`${kind} ${status}`, (tally.get(`${kind} ${status}`) ?? 0) + 1);
  type Context = { token?: string };
  const withToken = (payload: object) => (request: { body?: string }, context: Context) => ({
    ...request,
    body: JSON.stringify({ ...payload, form_token: context.token }),
  });
  const json = { 'content-type': 'application/json' };

  const started = Date.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.url,
        connections: CONNECTIONS,
        amount: REQUESTS,
        timeout: 30,
        headers: { 'accept-encoding': 'br, gzip' },
        requests: [
          { method: 'GET', path: '/diploma-mastery-fm', onResponse: seen('page') },
          { method: 'GET', path: `/blogs/${blogId}`, onResponse: seen('blog') },
          { method: 'GET', path: '/', onResponse: seen('page') },
          {
            method: 'GET',
            path: '/api/form-token',
            onResponse: (status: number, body: string, context: Context) => {
              seen('token')(status);
              context.token =
                status === 200 ? (JSON.parse(body) as { token: string }).token : undefined;
            },
          },
          {
            method: 'POST',
            path: '/api/contact',
            headers: json,
            setupRequest: withToken(validEnquiry()),
            onResponse: seen('contact'),
          },
          { method: 'GET', path: '/courses', onResponse: seen('page') },
          {
            method: 'POST',
            path: '/api/register',
            headers: json,
            setupRequest: withToken(validRegistration()),
            onResponse: seen('register'),
          },
        ] as autocannon.Request[],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    setTimeout(() => instance.stop(), MAX_SECONDS * 1000).unref();
  });
  const seconds = (Date.now() - started) / 1000;
  const memory = await server.memory();
  await server.stop();

  const database = await openDatabase(target(server.dataDir));
  const [[c], [r]] = await Promise.all([
    database.db.select({ n: count() }).from(contactEnquiries),
    database.db.select({ n: count() }).from(registrations),
  ]);
  await database.close();
  const accepted = (tally.get('contact 200') ?? 0) + (tally.get('register 200') ?? 0);
  const stored = c!.n + r!.n;
  const byKind = [...tally.entries()]
    .sort()
    .map(([k, n]) => `${k}:${n}`)
    .join(' ');
  return {
    database: label,
    requests: result.requests.total,
    seconds: seconds.toFixed(1),
    'req/s': Math.round(result.requests.total / seconds),
    'p99 ms': result.latency.p99,
    'non-2xx': result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    'answers by kind and status': byKind,
    'leads accepted': accepted,
    'leads stored': stored,
    'accepted = stored': accepted === stored ? 'yes' : 'NO',
    'rss MB': memory.rss,
    'heap used/total MB': `${memory.heapUsed}/${memory.heapTotal}`,
    'external MB': memory.external,
    'rest of rss MB': memory.outsideHeapAndExternal,
  };
}

const rows = [await soak('PGlite', {}, (dataDir) => ({ dataDir }))];
const postgres = await startThrowawayPostgres();
try {
  rows.push(
    await soak('PostgreSQL', { DATABASE_URL: postgres.url }, () => ({ url: postgres.url })),
  );
} finally {
  postgres.destroy();
}
report('Soak: mixed pages and forms', rows);
if (rows.some((row) => row['accepted = stored'] !== 'yes')) process.exitCode = 1;
