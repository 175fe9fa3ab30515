// Who holds a DATA_DIR's embedded database: the part of its lock (data-dir-lock.ts) that `npm start`
// (scripts/start.mjs) also reads, before it builds anything, without a TypeScript loader.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'lock.json';

/** When a process started, in the kernel's clock (field 22 of /proc/PID/stat, after its name); undefined off Linux. */
export function processStartTime(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/**
 * Whether the process a lock names still runs. One on another machine cannot be checked, so it counts as
 * running; a pid now used by a process that started at another time is not the holder.
 */
export function holderRunning({ pid, host, started }) {
  if (host !== os.hostname()) return true;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists, as another user.
    if (error.code === 'ESRCH') return false;
  }
  const now = processStartTime(pid);
  return !now || !started || now === started;
}

export const describeHolder = (holder) =>
  `${holder.server ? 'the server' : holder.command} (pid ${holder.pid}${
    holder.host === os.hostname() ? '' : ` on ${holder.host}`
  }, since ${holder.since})`;

/** Says who has DATA_DIR and what to do. */
export function inUseMessage(dataDir, holder) {
  return (
    `DATA_DIR ${dataDir} is in use by ${describeHolder(holder)}: the embedded database takes one process at a time. ` +
    (holder.server
      ? 'Stop that server first, or give this process another DATA_DIR.'
      : 'Wait for it to finish, then try again.') +
    (holder.host === os.hostname()
      ? ''
      : ` If no process on ${holder.host} uses it any more, delete ${path.join(dataDir, LOCK_FILE)}.`)
  );
}

/** The process named in `dataDir`'s lock, if the lock is readable and that process still runs. */
export function runningHolder(dataDir) {
  let holder;
  try {
    holder = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'));
  } catch {
    return undefined;
  }
  return Number.isInteger(holder?.pid) && holder.pid > 0 && holderRunning(holder)
    ? holder
    : undefined;
}
