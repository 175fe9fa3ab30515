// `npm run db:backup [-- --out DIR]`: one backup file (database and uploads) in DIR, else BACKUP_DIR
// (default DATA_DIR/backups). See `--help` and docs/decisions/0012-portable-backups.md.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupTakenSchema, CONTROL_PATHS, type BackupRequest } from '../schemas/control';
import { takeBackup } from '../server/backup/backup';
import { loadConfig } from '../server/config';
import { onDatabase } from '../server/control/client';

const HELP = `npm run db:backup [-- --out DIR]

Writes academy-backup-<time>.tar.gz: every table as JSON lines, the uploads, and a manifest (product
version, migration, rows per table, SHA-256 of every entry), to DIR, else BACKUP_DIR, else
DATA_DIR/backups. The file restores into PGlite or PostgreSQL alike (npm run db:restore -- FILE).

On the embedded database (no DATABASE_URL) a running server takes the backup itself when asked; with
none running, this command opens DATA_DIR (and refuses while another command has it). On PostgreSQL it reads the database over DATABASE_URL in
one snapshot: pg_dump (Debian package postgresql-client) is not needed, and remains a fine second
copy of a PostgreSQL database, though its output restores into PostgreSQL only.`;

const { values } = parseArgs({
  options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
const config = loadConfig();
const outDir = values.out ? path.resolve(values.out) : config.backupDir;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

try {
  await onDatabase(config, {
    async local(database) {
      const { file, bytes, ms, manifest } = await takeBackup({
        database,
        outDir,
      });
      const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
      console.log(
        `Backup written: ${file} (${mb(bytes)}, ${ms} ms; ${rows} rows in ${manifest.tables.length} tables, ${manifest.uploads.length} upload files; migration ${manifest.migration})`,
      );
    },
    async remote(server) {
      console.log(
        `The server (pid ${server.pid}) holds the embedded database: asking it to take the backup.`,
      );
      const { file, bytes, ms } = await server.call(
        'POST',
        CONTROL_PATHS.backup,
        BackupTakenSchema,
        {
          out: outDir,
        } satisfies BackupRequest,
      );
      console.log(`Backup written: ${file} (${mb(bytes)}, ${ms} ms)`);
    },
  });
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
