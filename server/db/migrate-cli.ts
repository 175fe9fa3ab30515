import { loadConfig } from '../config';
import { openConfiguredDatabase } from './connect';
import { DataDirInUse } from './data-dir-lock';

// `npm run db:migrate`: apply pending migrations once per deploy. Any failure exits non-zero. On the embedded
// database it refuses while a server runs: that server migrated when it started, and a newer migration must
// not change the tables under it (npm start applies it at the next start).
const config = loadConfig();
const database = await openConfiguredDatabase(config).catch((error: unknown) => {
  console.error(
    error instanceof DataDirInUse
      ? `${error.message} Nothing was changed.`
      : `Migration failed: ${(error as Error).message}`,
  );
  process.exit(1);
});
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} catch (error) {
  console.error(`Migration failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
