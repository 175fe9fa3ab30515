import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../schemas/dashboard';
import {
  createBackupRunner,
  listBackups,
  startBackupSchedule,
} from '../../../server/backup/runner';
import {
  buildAdminTestApp,
  createStaffAccount,
  signedIn,
  type AdminTestApp,
} from '../../support/admin-fixtures';
import { tempDataDir } from '../../support/content-fixtures';
import { createTestDatabase } from '../../support/test-database';

// The server's own backups as staff see them: the dashboard's last backup and its age, and a failed
// one shown until the next succeeds; the schedule keeps the newest BACKUP_KEEP.

const data = tempDataDir();
const backupDir = `${data.dir}/backups`;
let t: AdminTestApp;
const logged: { level: string; message: string }[] = [];
const log = {
  info: (_: object, message: string) => logged.push({ level: 'info', message }),
  error: (_: object, message: string) => logged.push({ level: 'error', message }),
};

beforeAll(async () => {
  t = await buildAdminTestApp({ DATA_DIR: data.dir, BACKUP_EVERY: '24h' });
  await createStaffAccount(t, 'staff');
});
afterAll(async () => {
  await t?.close();
  data.remove();
});

const dashboard = async () => {
  const response = await (
    await signedIn(t.app, 'staff@academy.example')
  ).get('/api/admin/dashboard');
  return response.json<{ dashboard: Dashboard }>().dashboard.backup;
};

describe('the dashboard line of the last backup', () => {
  it('says there is none yet, and the schedule', async () => {
    expect(await dashboard()).toEqual({ everyMs: 86_400_000, last: null, failure: null });
  });

  it('shows the last backup, then a failure since in its place beside it, until the next succeeds', async () => {
    const runner = createBackupRunner({
      database: t.database,
      backupDir,
      keep: 14,
      log,
    });
    const first = await runner.run();
    expect(await dashboard()).toMatchObject({
      last: { file: listBackups(backupDir)[0], bytes: first.bytes },
      failure: null,
    });

    const closed = await createTestDatabase();
    await closed.dispose();
    const broken = createBackupRunner({
      database: closed,
      backupDir,
      keep: 14,
      log,
    });
    await expect(broken.run()).rejects.toThrow();
    expect(logged.at(-1)).toEqual({ level: 'error', message: 'backup failed' });
    const failed = await dashboard();
    expect(failed.failure?.message).toBeTruthy();
    expect(failed.last?.file).toBe(listBackups(backupDir)[0]);

    await runner.run();
    expect((await dashboard()).failure).toBeNull();
  });
});

it('the schedule backs up again and again, keeping the newest BACKUP_KEEP', async () => {
  const dir = `${data.dir}/scheduled`;
  const runs: string[] = [];
  const runner = createBackupRunner({
    database: t.database,
    backupDir: dir,
    keep: 2,
    log: { ...log, info: (o: object, m: string) => runs.push(m) },
  });
  const schedule = startBackupSchedule(runner, { everyMs: 10, backupDir: dir });
  while (runs.length < 4) await new Promise((resolve) => setTimeout(resolve, 20));
  schedule.stop();
  await runner.run();
  expect(listBackups(dir)).toHaveLength(2);
  expect(fs.readdirSync(dir).filter((name) => name.endsWith('.partial'))).toEqual([]);
});
