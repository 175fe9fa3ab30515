import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { PGLITE_OPTIONS, openDatabase } from '../../server/db/connect';
import { seedDatabase } from '../../server/seed/seed';
import { provideServerBundle } from './server-bundle';

// PGlite's initdb is slow: it runs once here. Every test then starts from a copy of one of two databases: the
// empty one initdb made (what a new machine starts from), or that one migrated and seeded.
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-pglite-'));
  const save = async (name: string, pglite: PGlite) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  const pglite = await PGlite.create(PGLITE_OPTIONS);
  project.provide('pgliteEmpty', await save('empty.tar', pglite));
  const handle = await openDatabase({ pglite });
  await handle.migrate();
  await seedDatabase(handle.db);
  project.provide('pgliteTemplate', await save('template.tar', pglite));
  await handle.close();
  const removeBundle = await provideServerBundle(project, 'pglite');
  return () => {
    removeBundle();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
