import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/connect';
import { seedDatabase } from '../../server/db/seed';

// Migrate and seed once; every test then starts from a copy of this database (PGlite's initdb is slow).
export default async function setup(project: TestProject) {
  const pglite = await PGlite.create();
  const handle = await openDatabase({ pglite });
  await handle.migrate();
  await seedDatabase(handle.db);
  const dump = await pglite.dumpDataDir('none');
  await handle.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-pglite-'));
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
