import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../support/throwaway-postgres';
import { openDatabase } from '../../../server/db/connect';

// drizzle-orm's node-postgres transaction never released a pooled client whose BEGIN failed, and
// pool.end() then waited for it forever. A TCP relay in front of PostgreSQL makes BEGIN fail on
// demand: it keeps idle connections open (so the pool trusts them) and cuts each one the moment it
// sends anything.

let server: ThrowawayPostgres;
let relay: net.Server;
let cutOnNextData = false;
beforeAll(async () => {
  server = await startThrowawayPostgres();
  relay = net.createServer((client) => {
    const upstream = net.connect(server.port, '127.0.0.1');
    client.on('data', (chunk) => {
      if (cutOnNextData) {
        client.destroy();
        upstream.destroy();
      } else upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    for (const socket of [client, upstream]) {
      socket.on('error', () => {});
      socket.on('close', () => (socket === client ? upstream : client).destroy());
    }
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => relay.close(resolve));
  server.destroy();
});

const hangs = (ms: number) =>
  new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), ms).unref());

describe('a transaction whose BEGIN fails', { timeout: 120_000 }, () => {
  it('gives its client back, so the pool recovers and close() finishes', async () => {
    const { port } = relay.address() as net.AddressInfo;
    const database = await openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/postgres` });
    // Several clients connected and idle in the pool.
    await Promise.all(
      Array.from({ length: 6 }, () => database.db.execute(sql`select pg_sleep(0.05)`)),
    );

    cutOnNextData = true;
    const failed = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        database.db.transaction(async (tx) => tx.execute(sql`select 1`)),
      ),
    );
    expect(failed.map((r) => r.status)).toEqual(Array(6).fill('rejected'));

    cutOnNextData = false;
    const result = await database.db.transaction(async (tx) =>
      tx.execute(sql`select 42 as answer`),
    );
    const [row] = (result as unknown as { rows: { answer: number }[] }).rows;
    expect(row!.answer).toBe(42);
    // A leaked client keeps pool.end() waiting forever; 60 s is only the bound that calls it a hang.
    expect(
      await Promise.race([database.close().then(() => 'closed' as const), hangs(60_000)]),
    ).toBe('closed');
  });
});
