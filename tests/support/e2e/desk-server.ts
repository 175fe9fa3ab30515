import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/connect';
import { assignmentRules, staffUsers } from '../../../server/db/schema';
import { seedDatabase } from '../../../server/seed/seed';
import { createStaffService } from '../../../server/console/staff';

export const COUNSELLOR = {
  email: 'e2e-counsellor@academy.example',
  name: 'E2E Counsellor',
  password: 'e2e counsellor password 2026',
};

/**
 * The built product on a fresh embedded database, in this test's process, with a clock the test
 * moves (`moveTo`): the only way to "the next morning", and one no server started by `npm start`
 * has (it reads the system's time). Its one counsellor is available, and every lead is theirs by a
 * round-robin rule, as an academy with one counsellor would set it.
 */
export async function startDeskServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-e2e-desk-'));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await seedDatabase(database.db);
  const { id } = await createStaffService(database.db).create({ ...COUNSELLOR, role: 'staff' });
  await database.db.update(staffUsers).set({ availableForLeads: true });
  await database.db.insert(assignmentRules).values({ method: 'round-robin', counsellors: [id] });
  let offsetMs = 0;
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://127.0.0.1',
    RATE_LIMIT_API_MAX: '100000',
    RATE_LIMIT_FORMS_MAX: '100000',
    FORM_MIN_FILL_MS: '0',
  });
  const app = await buildApp({
    config,
    database,
    web: 'production',
    logger: { level: 'warn' },
    clock: () => new Date(Date.now() + offsetMs),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    /** From now on the server's time is `when` (and runs on from there). */
    moveTo(when: Date) {
      offsetMs = when.getTime() - Date.now();
    },
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
