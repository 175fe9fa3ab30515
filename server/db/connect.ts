import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { listenPostgres, type ListenHandlers, type Listener } from './listen-postgres';
import { keepDataDirPrivate } from './private-files';
import * as schema from './schema';

/** One type for both drivers, so services never care which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Hears the notices sent on `channel` (NOTIFY, by any client), until stopped. */
  listen(channel: string, handlers: ListenHandlers): Promise<Listener>;
  close(): Promise<void>;
  /** The embedded database in DATA_DIR: this process's hold on it, released by close(). */
  dataDirLock?: DataDirLock;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
export const CREATE_PGLITE_CLUSTER = fileURLToPath(
  new URL('./create-pglite-cluster.mjs', import.meta.url),
);

/**
 * `dataDir`: the embedded database in DATA_DIR/pglite, locked for this process until close (data-dir-lock.ts);
 * `server` says this process will answer on a control channel.
 */
export type DatabaseTarget =
  { url: string } | { pglite: PGlite } | { dataDir: string; server?: boolean };

/**
 * The database a configuration names: PostgreSQL at DATABASE_URL, else the embedded one in DATA_DIR. Either
 * way DATA_DIR keeps uploads, mail and secrets, and its files are kept to this process's user.
 */
export function openConfiguredDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'dataDir'>,
  { server = false }: { server?: boolean } = {},
): Promise<DatabaseHandle> {
  if (!config.DATABASE_URL) return openDatabase({ dataDir: config.dataDir, server });
  keepDataDirPrivate(config.dataDir);
  return openDatabase({ url: config.DATABASE_URL });
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) return openPostgres(target.url);
  if ('pglite' in target) return wrapPglite(target.pglite);
  let lock: DataDirLock | undefined;
  try {
    fs.mkdirSync(target.dataDir, { recursive: true, mode: 0o700 });
    lock = await lockDataDir(target.dataDir, { server: target.server });
    const dir = path.join(target.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    // A real write, not an access() check: root passes access() on a read-only mount, and only a
    // write finds a full disk.
    const probe = path.join(dir, `.write-probe-${process.pid}`);
    fs.writeFileSync(probe, Buffer.alloc(4096));
    fs.rmSync(probe);
    if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) await createClusterApart(dir);
    keepDataDirPrivate(target.dataDir);
    const handle = await wrapPglite(await PGlite.create(dir, PGLITE_OPTIONS));
    const held = lock;
    return {
      ...handle,
      dataDirLock: held,
      // PGlite makes a few cache files (pg_internal.init) 0644 while it runs, by a umask of its own that
      // Node cannot change: they hold no rows, sit in 0700 directories, and are narrowed here.
      async close() {
        try {
          await handle.close();
          keepDataDirPrivate(target.dataDir);
        } finally {
          held.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw DataDirError.from(target.dataDir, error) ?? error;
  }
}

/**
 * Postgres's default shared buffers grow PGlite's WebAssembly memory well past what this site's
 * database (a few MB) needs, so a small pool suffices; bench/lib/memory-probe.mjs shows the
 * difference (ADR 0004).
 *
 * drizzle sends its own parsers with every PGlite query (date and time types left as text, for its
 * column mappers), and PGlite copies its table of every parser to merge them in, per query: a large
 * part of a small query's time (bench:contact shows it). An instance made
 * with the same parsers answers alike without them (wrapPglite checks that it does), so its queries
 * go without. (Arrays of these types then come as arrays of text, not as one literal: drizzle's
 * array columns read both alike, and the schema has none.)
 */
const TEXT_TYPES = [types.DATE, types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL];
/**
 * bytea (the uploaded pictures) crosses as hex text, converted by Buffer: PGlite's own conversion
 * builds a string or a number per byte in JavaScript, which made storing or reading one picture take
 * seconds. Read as a Buffer, as node-postgres reads it.
 */
const bytesToHex = (bytes: Uint8Array) =>
  `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`;
export const PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  parsers: {
    ...Object.fromEntries(TEXT_TYPES.map((oid) => [oid, (text: string) => text])),
    [types.BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex'),
  },
  serializers: { [types.BYTEA]: bytesToHex },
};

/** A new database is made in a child process (create-pglite-cluster.mjs says why). */
async function createClusterApart(dir: string): Promise<void> {
  try {
    await promisify(execFile)(
      process.execPath,
      [CREATE_PGLITE_CLUSTER, dir, JSON.stringify(PGLITE_OPTIONS.startParams)],
      { maxBuffer: 1 << 20 },
    );
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(
      `Creating the embedded database in ${dir} failed: ${stderr?.trim().split('\n').at(-1) || (error as Error).message}`,
      { cause: error },
    );
  }
}

const DATA_DIR_REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'part of the path is a file, not a directory',
  EEXIST: 'part of the path is a file, not a directory',
  EDQUOT: 'the disk quota is exceeded',
};

/** The data directory cannot be used; its message is one plain sentence for whoever starts the server. */
export class DataDirError extends Error {
  static from(dataDir: string, error: unknown): DataDirError | undefined {
    for (
      let e: unknown = error, depth = 0;
      e && depth < 5;
      e = (e as { cause?: unknown }).cause, depth++
    ) {
      const code = (e as { code?: unknown }).code;
      if (code === 'ENOSPC')
        return new DataDirError(`DATA_DIR ${dataDir} is full: no space left on device.`);
      if (typeof code === 'string' && DATA_DIR_REASONS[code])
        return new DataDirError(`DATA_DIR ${dataDir} is not writable: ${DATA_DIR_REASONS[code]}.`);
    }
    return undefined;
  }
}

/** Whether the instance answers date and time values as text, as drizzle's parsers would make it. */
async function answersTimesAsText(client: PGlite): Promise<boolean> {
  const { rows } = await client.query<Record<string, unknown>>(
    `select '2026-01-02'::date, '2026-01-02 03:04'::timestamp, now(), '1 day'::interval`,
    [],
    { rowMode: 'array' },
  );
  return Object.values(rows[0]!).every((value) => typeof value === 'string');
}

async function wrapPglite(client: PGlite): Promise<DatabaseHandle> {
  // drizzle reaches the client through query() and transaction() only (drizzle-orm/pglite/session).
  const driver = (await answersTimesAsText(client))
    ? ({
        query: (text: string, params?: unknown[], options?: object) =>
          client.query(text, params, options && { ...options, parsers: undefined }),
        transaction: client.transaction.bind(client),
      } as unknown as PGlite)
    : client;
  const db = drizzlePglite(driver, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => void (await db.execute(sql`select 1`)),
    // One connection in one process: a notice is heard as soon as the writing statement commits.
    async listen(channel, { onNotice, onListening }) {
      const stop = await client.listen(channel, onNotice);
      onListening();
      return { stop: () => stop() };
    },
    close: () => client.close(),
  };
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // A client losing its connection (database restart) must not crash the process: idle clients
  // report through the pool, checked-out ones through their query, which rejects and is answered 503.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  // drizzle-orm's node-postgres transaction checks a client out and sends BEGIN before its
  // try/finally, so a BEGIN that fails (the database went away) never releases the client and
  // pool.end() waits for it forever. Each transaction runs here on a client we check out and
  // always release; one that failed is discarded rather than reused. Binding drizzle to a client
  // costs about half a millisecond, so each pooled client keeps its binding.
  const bound = new WeakMap<pg.PoolClient, Database>();
  db.transaction = (async (run, config) => {
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      let clientDb = bound.get(client);
      if (!clientDb)
        bound.set(client, (clientDb = drizzlePg(client, { schema }) as unknown as Database));
      return await clientDb.transaction(run as never, config);
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.release(failure);
    }
  }) as Database['transaction'];
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => void (await db.execute(sql`select 1`)),
    listen: async (channel, handlers) => listenPostgres(url, channel, handlers),
    close: () => pool.end(),
  };
}
