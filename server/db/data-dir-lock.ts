import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { holderRunning, inUseMessage, LOCK_FILE, processStartTime } from './lock-holder.mjs';

export { describeHolder, LOCK_FILE } from './lock-holder.mjs';

// PGlite is Postgres inside one process, without Postgres's own guard against a second one: two
// processes that open one DATA_DIR both write its files and lose each other's changes. So every process
// that opens it takes this lock first: a file made with O_EXCL that names the process, removed only by
// it. A lock whose process has ended (killed, or the machine restarted) is taken over.

const LockHolderSchema = z.object({
  pid: z.number().int().positive(),
  /** What the process is, for whoever it turns away: `npm start`, `npm run db:migrate`. */
  command: z.string(),
  /** The server answers on its control channel (server/control) once `control` is set. */
  server: z.boolean(),
  since: z.string(),
  host: z.string(),
  /** When the process started, in the kernel's clock (Linux): a pid reused by another process is not the holder. */
  started: z.string().optional(),
  /** Only processes that can read DATA_DIR know it: it lets them use the server's control channel. */
  token: z.string(),
  /** Where the server's control channel listens, once it does. */
  control: z.string().optional(),
});
export type LockHolder = z.infer<typeof LockHolderSchema>;

export interface DataDirLock {
  holder: LockHolder;
  /** Records where this process's control channel listens. */
  publish(control: string): void;
  /** Removes the lock if it is still this process's own. */
  release(): void;
}

/** DATA_DIR is in use by another process; the message names it and says what to do. */
export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(inUseMessage(dataDir, holder));
  }
}

/** Locks this process holds, so a second open of one DATA_DIR in the same process is refused too. */
const heldHere = new Set<string>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function describeThisProcess(): string {
  const script = process.env.npm_lifecycle_event;
  if (script) return script === 'start' ? 'npm start' : `npm run ${script}`;
  return path.basename(process.argv[1] ?? process.argv0);
}

/**
 * Whether the process that wrote `holder` still runs. A container restarted after a kill may give its
 * process the pid of its predecessor: only a lock held in this very process is this process's.
 */
function running(holder: LockHolder, file: string): boolean {
  if (holder.pid === process.pid && holder.host === os.hostname()) return heldHere.has(file);
  return holderRunning(holder);
}

/**
 * The lock file's text and who it names; undefined when there is none. A file just made is empty until
 * its writer fills it a moment later, so an unreadable one is read again before it counts as garbage.
 */
async function readLock(file: string): Promise<{ text: string; holder?: LockHolder } | undefined> {
  for (let attempt = 0; ; attempt++) {
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    let holder: LockHolder | undefined;
    try {
      holder = LockHolderSchema.parse(JSON.parse(text));
    } catch {
      holder = undefined;
    }
    if (holder || attempt === 10) return { text, holder };
    await sleep(20);
  }
}

const readText = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

/** One name per folder, however it is written (relative, through a link), so this process knows its own locks. */
function lockFileOf(dataDir: string): string {
  try {
    return path.join(fs.realpathSync(dataDir), LOCK_FILE);
  } catch {
    return path.join(path.resolve(dataDir), LOCK_FILE);
  }
}

/** The process that holds DATA_DIR and still runs, if one does. */
export async function liveHolder(dataDir: string): Promise<LockHolder | undefined> {
  const file = lockFileOf(dataDir);
  const found = await readLock(file);
  return found?.holder && running(found.holder, file) ? found.holder : undefined;
}

/**
 * Takes DATA_DIR for this process, or throws DataDirInUse naming the process that has it. `server`: this
 * process will answer on a control channel (it publishes the address once it listens).
 */
export async function lockDataDir(
  dataDir: string,
  { server = false }: { server?: boolean } = {},
): Promise<DataDirLock> {
  const file = lockFileOf(dataDir);
  const own: LockHolder = {
    pid: process.pid,
    command: describeThisProcess(),
    server,
    since: new Date().toISOString(),
    host: os.hostname(),
    started: processStartTime(process.pid),
    token: crypto.randomBytes(32).toString('base64url'),
  };
  for (let attempt = 0; attempt < 20; attempt++) {
    if (create(file, own)) return holding(file, own);
    const found = await readLock(file);
    if (!found) continue;
    if (found.holder && running(found.holder, file)) throw new DataDirInUse(dataDir, found.holder);
    await takeOver(file, found.text, own);
  }
  throw new Error(`DATA_DIR ${dataDir}: its lock kept changing hands; try again.`);
}

/** Makes `file` naming `holder` if no such file exists; false if one does. */
function create(file: string, holder: LockHolder): boolean {
  try {
    fs.writeFileSync(file, JSON.stringify(holder), { flag: 'wx', mode: 0o600 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Removes the lock whose text is `text`, left by a process that has ended, unless it has been replaced
 * meanwhile. Two processes may find the same dead lock at once: each first makes a marker named after
 * that lock (O_EXCL, so one at a time), and removes the lock only if it is still the dead one. Without
 * the marker, one could remove the lock the other had just made.
 */
async function takeOver(file: string, text: string, own: LockHolder) {
  const id = crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);
  const marker = `${file}.${id}.ending`;
  if (!create(marker, own)) {
    // Another process is removing it, or was killed while it did.
    const breaker = await readLock(marker);
    if (breaker && !(breaker.holder && running(breaker.holder, marker)))
      fs.rmSync(marker, { force: true });
    else await sleep(20);
    return;
  }
  try {
    if (readText(file) === text) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(marker, { force: true });
  }
}

function holding(file: string, own: LockHolder): DataDirLock {
  heldHere.add(file);
  let current = own;
  const ours = () => {
    const text = readText(file);
    try {
      return text !== undefined && LockHolderSchema.parse(JSON.parse(text)).token === own.token;
    } catch {
      return false;
    }
  };
  // A process that exits without closing its database (an error, process.exit) gives DATA_DIR back too.
  const release = () => {
    process.off('exit', release);
    heldHere.delete(file);
    if (ours()) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return {
    get holder() {
      return current;
    },
    publish(control) {
      if (!ours()) throw new Error(`${file} is no longer this process's lock.`);
      current = { ...own, control };
      const partial = `${file}.${process.pid}.part`;
      fs.writeFileSync(partial, JSON.stringify(current), { mode: 0o600 });
      fs.renameSync(partial, file);
    },
    release,
  };
}
