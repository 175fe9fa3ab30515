import os from 'node:os';
import type { z } from 'zod';
import { CONTROL_TOKEN_HEADER } from '../../schemas/control';
import { ApiFailureSchema } from '../../schemas/envelope';
import type { Config } from '../config';
import { openConfiguredDatabase, type DatabaseHandle } from '../db/connect';
import { DataDirInUse, describeHolder, liveHolder, type LockHolder } from '../db/data-dir-lock';

// The commands' side of the control channel (channel.ts): a command that needs the embedded database while
// the server holds it asks the server instead of opening the files a second time.

/** A server that starts takes DATA_DIR, migrates and seeds, then listens: a first start may take this long. */
const START_WAIT_MS = 120_000;

export interface RunningServer {
  pid: number;
  /** Sends one request; resolves with the answer read by `answer`, or throws with the server's reason. */
  call<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    answer: S,
    body?: unknown,
  ): Promise<z.infer<S>>;
}

/**
 * Runs `local` on this configuration's database, opened here: PostgreSQL, or the embedded database when no
 * process holds it. While a server holds the embedded database, runs `remote` through it instead (waiting
 * for one that is still starting). A command that holds it is not waited for: DataDirInUse says who it is.
 */
export async function onDatabase<T>(
  config: Pick<Config, 'DATABASE_URL' | 'dataDir'>,
  work: {
    local(database: DatabaseHandle): Promise<T>;
    remote(server: RunningServer): Promise<T>;
  },
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    let database: DatabaseHandle;
    try {
      database = await openConfiguredDatabase(config);
    } catch (error) {
      // A server on another machine (DATA_DIR on a shared disk) listens on that machine's loopback.
      const reachable =
        error instanceof DataDirInUse && error.holder.server && error.holder.host === os.hostname();
      if (!reachable || attempt === 3) throw error;
      const server = await whenServing(config.dataDir, error.holder);
      if (server) return work.remote(server);
      // It ended before it served: the database may be free now.
      continue;
    }
    try {
      return await work.local(database);
    } finally {
      await database.close();
    }
  }
}

/** The server that holds DATA_DIR, once its control channel listens; undefined if it ends first. */
async function whenServing(dataDir: string, first: LockHolder): Promise<RunningServer | undefined> {
  const deadline = Date.now() + START_WAIT_MS;
  for (let told = false; ; told = true) {
    const holder = await liveHolder(dataDir);
    if (holder?.token !== first.token) return undefined;
    if (holder.control) return runningServer(holder, holder.control);
    if (Date.now() > deadline)
      throw new Error(
        `${describeHolder(holder)} holds DATA_DIR ${dataDir} but has not become ready in ${START_WAIT_MS / 1000} s: try again once it serves.`,
      );
    if (!told)
      console.log(`The server (pid ${holder.pid}) is starting: waiting until it is ready.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function runningServer(holder: LockHolder, control: string): RunningServer {
  return {
    pid: holder.pid,
    async call(method, path, answer, body) {
      let response: Response;
      try {
        response = await fetch(new URL(path, control), {
          method,
          headers: {
            [CONTROL_TOKEN_HEADER]: holder.token,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch (error) {
        throw new Error(
          `the server (pid ${holder.pid}) did not answer on its control channel: ${(error as Error).message}`,
          { cause: error },
        );
      }
      const json: unknown = await response.json().catch(() => undefined);
      if (response.ok) return answer.parse(json);
      const failure = ApiFailureSchema.safeParse(json);
      throw new Error(
        failure.success
          ? failure.data.message
          : `the server (pid ${holder.pid}) answered ${response.status}`,
      );
    },
  };
}
