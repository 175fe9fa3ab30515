import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BackupRunner } from './runner';

// An embedded database has one process at a time: while the server runs, `npm run db:backup` asks
// the server to take the backup. The server publishes where it listens and a random token in
// DATA_DIR (readable by its owner only: whoever can read it could read the database files anyway);
// the command finds it there, and opens the database itself when no live server published one.

export const TRIGGER_FILE = 'backup-trigger.json';
export const TRIGGER_PATH = '/internal/backup';
const TOKEN_HEADER = 'x-backup-token';

interface Trigger {
  pid: number;
  url: string;
  token: string;
}

const sameToken = (given: unknown, token: string) =>
  typeof given === 'string' &&
  given.length === token.length &&
  crypto.timingSafeEqual(Buffer.from(given), Buffer.from(token));

/** POST /internal/backup with the token: takes a backup (into `out` if given) and answers where it went. */
export function registerBackupTrigger(app: FastifyInstance, runner: BackupRunner, token: string) {
  app.post(TRIGGER_PATH, async (request, reply) => {
    if (!sameToken(request.headers[TOKEN_HEADER], token))
      return reply.status(403).send({ success: false, message: 'Forbidden.' });
    const out = (request.body as { out?: unknown } | undefined)?.out;
    if (out !== undefined && (typeof out !== 'string' || !path.isAbsolute(out)))
      return reply.status(400).send({ success: false, message: 'out must be an absolute path.' });
    try {
      const { file, bytes, ms } = await runner.run(out);
      return { success: true, file, bytes, ms };
    } catch (error) {
      return reply.status(500).send({ success: false, message: (error as Error).message });
    }
  });
}

/** Writes the trigger file once the server listens; the returned function removes it at shutdown. */
export function publishTrigger(dataDir: string, url: string, token: string): () => void {
  const file = path.join(dataDir, TRIGGER_FILE);
  const partial = `${file}.${process.pid}.part`;
  fs.writeFileSync(partial, JSON.stringify({ pid: process.pid, url, token } satisfies Trigger), {
    mode: 0o600,
  });
  fs.renameSync(partial, file);
  return () => fs.rmSync(file, { force: true });
}

/** The trigger of a server that is running on `dataDir`, if one is (a file left by a killed server is ignored). */
export function liveTrigger(dataDir: string): Trigger | undefined {
  let trigger: Trigger;
  try {
    trigger = JSON.parse(fs.readFileSync(path.join(dataDir, TRIGGER_FILE), 'utf8')) as Trigger;
  } catch {
    return undefined;
  }
  try {
    process.kill(trigger.pid, 0);
    return trigger;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? trigger : undefined;
  }
}

/** Asks the running server for a backup; resolves with what it answered. */
export async function requestBackup(
  trigger: Trigger,
  out?: string,
): Promise<{ file: string; bytes: number; ms: number }> {
  const response = await fetch(new URL(TRIGGER_PATH, trigger.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: trigger.token },
    body: JSON.stringify(out ? { out } : {}),
  });
  const body = (await response.json()) as {
    success: boolean;
    message?: string;
    file: string;
    bytes: number;
    ms: number;
  };
  if (!body.success)
    throw new Error(
      `the running server (pid ${trigger.pid}) could not take the backup: ${body.message}`,
    );
  return body;
}
