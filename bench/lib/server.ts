import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../tests/support/free-port';
import { SERVER_BUNDLE } from '../../scripts/server-bundle.mjs';

/** In MB: `rss` and `heapUsedBeforeGc` as the probe found them, the rest once garbage is collected. */
export interface MemoryBreakdown {
  rss: number;
  heapUsedBeforeGc: number;
  rssAfterGc: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  outsideHeapAndExternal: number;
}

export interface RunningServer {
  url: string;
  pid: number;
  dataDir: string;
  /** Resident memory of the server process, in MB. */
  rssMb(): number;
  /** Where the server's memory is, in MB (bench/lib/memory-probe.mjs). */
  memory(): Promise<MemoryBreakdown>;
  stop(): Promise<void>;
}

/** Starts the built product as `npm start` runs it (`npm run build` first) on loopback with limits raised for a load run; `prepare` fills its data directory first. */
export async function startServer(
  env: Record<string, string> = {},
  prepare?: (dataDir: string) => Promise<void>,
): Promise<RunningServer> {
  // PORT in `env` pins it (a shared machine's own range); otherwise any free one.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
  await prepare?.(dataDir);
  const url = `http://127.0.0.1:${port}`;
  // A pinned port something already answers on (a server left from an earlier run) would be
  // measured in this server's place: refuse it.
  const taken = await fetch(`${url}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use: stop what runs there, or choose another`);
  const child: ChildProcess = spawn(
    process.execPath,
    ['--expose-gc', '--import', './bench/lib/memory-probe.mjs', SERVER_BUNDLE],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_FORMS_MAX: '100000000',
        RATE_LIMIT_API_MAX: '100000000',
        FORM_MIN_FILL_MS: '0',
        // Canonical and share links of server-rendered pages point at this server.
        PUBLIC_URL: url,
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  // Generous: a first PGlite start on a busy shared machine can take a minute.
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if (child.exitCode === null && (await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    dataDir,
    rssMb: () =>
      Number(
        /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0,
      ) / 1024,
    memory: async () => {
      const file = path.join(dataDir, 'memory.json');
      fs.rmSync(file, { force: true });
      child.kill('SIGUSR2');
      // The probe collects garbage and waits for the memory to be given back first: a few seconds.
      for (let i = 0; i < 100 && !fs.existsSync(file); i++)
        await new Promise((r) => setTimeout(r, 100));
      return JSON.parse(fs.readFileSync(file, 'utf8')) as MemoryBreakdown;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
