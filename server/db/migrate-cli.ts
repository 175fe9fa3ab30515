import { loadConfig } from '../config';
import { openDatabase } from './connect';

// `npm run db:migrate`: apply pending migrations once per deploy. Any failure exits non-zero.
const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.dataDir },
);
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} catch (error) {
  console.error(`Migration failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
