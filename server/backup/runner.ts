import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from '../db/connect';
import { BACKUP_NAME, takeBackup, type BackupResult } from './backup';

/** Written to BACKUP_DIR when a backup fails, removed by the next that succeeds: the dashboard shows it. */
export const FAILURE_FILE = 'last-failure.json';

interface Log {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface BackupStatus {
  last: { at: string; file: string; bytes: number } | null;
  /** A failure newer than the last backup that succeeded. */
  failure: { at: string; message: string } | null;
}

/** The complete backups in `dir`, newest first (their names sort by the time they were taken). */
export function listBackups(dir: string): string[] {
  const names = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  return names
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .reverse();
}

/** What the dashboard shows: the newest complete backup (whoever took it), and a failure since. */
export function readBackupStatus(dir: string): BackupStatus {
  const [newest] = listBackups(dir);
  const last = newest
    ? {
        at: fs.statSync(path.join(dir, newest)).mtime.toISOString(),
        file: newest,
        bytes: fs.statSync(path.join(dir, newest)).size,
      }
    : null;
  let failure: BackupStatus['failure'] = null;
  try {
    failure = JSON.parse(
      fs.readFileSync(path.join(dir, FAILURE_FILE), 'utf8'),
    ) as BackupStatus['failure'];
  } catch {
    // No failure recorded.
  }
  if (failure && last && failure.at < last.at) failure = null;
  return { last, failure };
}

/**
 * The running server's backups (schedule and the local trigger): one at a time, each logged with
 * its size and duration, old ones pruned to `keep`; a failure is logged and recorded, never thrown
 * into the site.
 */
export function createBackupRunner({
  database,
  backupDir,
  keep,
  log,
}: {
  database: DatabaseHandle;
  backupDir: string;
  keep: number;
  log: Log;
}) {
  let running: Promise<BackupResult> | undefined;

  async function once(outDir: string): Promise<BackupResult> {
    try {
      const result = await takeBackup({ database, outDir });
      log.info({ file: result.file, bytes: result.bytes, ms: result.ms }, 'backup written');
      await fs.promises.rm(path.join(backupDir, FAILURE_FILE), { force: true });
      if (outDir === backupDir)
        for (const old of listBackups(backupDir).slice(keep))
          await fs.promises.rm(path.join(backupDir, old), { force: true });
      return result;
    } catch (error) {
      log.error({ err: error }, 'backup failed');
      await fs.promises
        .mkdir(backupDir, { recursive: true })
        .then(() =>
          fs.promises.writeFile(
            path.join(backupDir, FAILURE_FILE),
            JSON.stringify({ at: new Date().toISOString(), message: (error as Error).message }),
          ),
        )
        .catch((writeError: unknown) =>
          log.error({ err: writeError }, 'recording the backup failure failed'),
        );
      throw error;
    }
  }

  return {
    /** Takes a backup into `outDir` (BACKUP_DIR by default), after any that is under way. */
    run(outDir = backupDir): Promise<BackupResult> {
      const next = (running ?? Promise.resolve()).catch(() => {}).then(() => once(outDir));
      running = next;
      return next;
    },
  };
}
export type BackupRunner = ReturnType<typeof createBackupRunner>;

/** A failed scheduled backup is tried again after this, or after BACKUP_EVERY if that is sooner. */
const RETRY_MS = 3_600_000;
/** setTimeout holds at most about 24.8 days; a longer wait is taken in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Every `everyMs`, the first counted from the newest backup in BACKUP_DIR (so a restart does not take
 * one at once when one is recent). Failures are already logged and recorded by the runner; the
 * schedule carries on.
 */
export function startBackupSchedule(
  runner: BackupRunner,
  { everyMs, backupDir }: { everyMs: number; backupDir: string },
) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const at = (due: number) => {
    if (stopped) return;
    const wait = due - Date.now();
    timer = setTimeout(
      () => (wait > MAX_TIMER_MS ? at(due) : run()),
      Math.min(Math.max(wait, 0), MAX_TIMER_MS),
    );
    timer.unref();
  };
  const run = () =>
    void runner.run().then(
      () => at(Date.now() + everyMs),
      () => at(Date.now() + Math.min(everyMs, RETRY_MS)),
    );
  const { last } = readBackupStatus(backupDir);
  at(last ? Date.parse(last.at) + everyMs : Date.now());
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
