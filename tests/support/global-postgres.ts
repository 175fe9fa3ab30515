import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from './throwaway-postgres';
import { openDatabase } from '../../server/db/connect';
import { seedDatabase } from '../../server/seed/seed';
import { provideServerBundle } from './server-bundle';
import { TEMPLATE_DATABASE } from './test-database';

// A real PostgreSQL 15 server for the suite: a migrated, seeded template database that each test copies.
export default async function setup(project: TestProject) {
  const server = await startThrowawayPostgres();
  const admin = await openDatabase({ url: server.url });
  await admin.db.execute(sql.raw(`create database ${TEMPLATE_DATABASE}`));
  await admin.close();
  const template = await openDatabase({ url: server.urlFor(TEMPLATE_DATABASE) });
  await template.migrate();
  await seedDatabase(template.db);
  await template.close();
  project.provide('postgresUrl', server.url);
  const removeBundle = await provideServerBundle(project, 'postgres');
  return () => {
    removeBundle();
    server.destroy();
  };
}
