// `npm run db:restore -- FILE [--force]`: restores a backup into the database (DATABASE_URL, else
// PGlite in DATA_DIR). See `--help`.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { openConfiguredDatabase } from '../server/db/connect';
import { DataDirInUse } from '../server/db/data-dir-lock';
import { restoreBackup, RestoreRefused, RestoreUncertain } from '../server/backup/restore';

const HELP = `npm run db:restore -- FILE [--force]

Restores a file written by npm run db:backup (from PGlite or PostgreSQL) into the database of this
configuration (DATABASE_URL, else the embedded one in DATA_DIR). The whole file is checked first
(every entry's SHA-256, its rows, the migration it was taken at, its tables); a damaged,
incomplete, hostile or newer file is refused and nothing is changed. The product's tables must be
empty unless --force, which replaces them; other tables in the database are never touched. The
restore is one transaction: it happens whole, or fails and changes nothing. A backup of an older
version is migrated forward. Stop a server that runs on the embedded database first.`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help || positionals.length !== 1) {
  console.log(HELP);
  process.exit(values.help ? 0 : 2);
}
const config = loadConfig();
const file = path.resolve(positionals[0]!);

try {
  const database = await openConfiguredDatabase(config);
  try {
    const { manifest, counts, left } = await restoreBackup({
      file,
      database,
      force: values.force,
    });
    console.log(
      `Restored ${path.basename(file)} (taken ${manifest.createdAt} on ${manifest.source}, version ${manifest.productVersion}, migration ${manifest.migration}) into ${database.kind}:`,
    );
    const width = Math.max(...counts.map((c) => c.table.length));
    for (const { table, rows } of counts)
      console.log(`  ${table.padEnd(width)}  ${String(rows).padStart(8)} rows`);
    if (left.length)
      console.log(
        `Left out: ${left.length} files under uploads/ that are not pictures the site serves (${left.join(', ')}).`,
      );
  } finally {
    await database.close();
  }
} catch (error) {
  // The embedded database in use (a server, another command) is refused before anything is touched.
  console.error(
    error instanceof RestoreRefused || error instanceof RestoreUncertain
      ? error.message
      : error instanceof DataDirInUse
        ? `${error.message} Nothing was changed.`
        : `Restore failed: ${(error as Error).message}`,
  );
  process.exitCode = 1;
}
