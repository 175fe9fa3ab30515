import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import { startThrowawayPostgres } from '../scripts/dev/throwaway-postgres';
import { openDatabase, type DatabaseTarget } from '../server/db/connect';
import { contactEnquiries } from '../server/db/schema';
import { startServer } from './lib/server';
import { report } from './lib/report';

// POST /api/contact under load, on PGlite and on PostgreSQL: requests per second, p99 latency, and
// whether every accepted request became exactly one stored lead. Loopback only, bounded in time.

// A fixed number of requests (not a duration), so every request is answered before rows are counted.
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5000);
const body = JSON.stringify({ name: 'Load Test', phone: '+971 50 000 0000', email: 'load@example.com', course: 'Professional Courses', track: 'Full Time', description: 'Benchmark lead' });

async function run(label: string, env: Record<string, string>, target: (dataDir: string) => DatabaseTarget) {
  const server = await startServer(env);
  const result = await autocannon({
    url: `${server.url}/api/contact`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: 50,
    amount: REQUESTS,
    timeout: 30,
  });
  const memory = await server.memory();
  await server.stop();
  const database = await openDatabase(target(server.dataDir));
  const [row] = await database.db.select({ n: count() }).from(contactEnquiries);
  await database.close();
  return {
    database: label,
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    accepted: result['2xx'],
    stored: row!.n,
    lost: Math.max(0, result['2xx'] - row!.n),
    'stored without 2xx': Math.max(0, row!.n - result['2xx']),
    errors: result.errors + result.non2xx,
    'rss MB': memory.rss,
    'heap used/total MB': `${memory.heapUsed}/${memory.heapTotal}`,
    'external MB': memory.external,
    'rest of rss MB': memory.outsideHeapAndExternal,
  };
}

const rows = [await run('PGlite', {}, (dataDir) => ({ dataDir }))];
const postgres = await startThrowawayPostgres();
try {
  rows.push(await run('PostgreSQL', { DATABASE_URL: postgres.url }, () => ({ url: postgres.url })));
} finally {
  postgres.destroy();
}
report('POST /api/contact load', rows);
