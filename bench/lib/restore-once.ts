// Run by bench/backup.ts in a process of its own: restores one file into an empty in-memory PGlite
// and prints, as one JSON line, what it cost that process: time, memory above what it held before
// (the peak resident set), bytes it sent to disk (Linux /proc/self/io), and how it ended.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { restoreBackup } from '../../server/backup/restore';
import { openDatabase, PGLITE_OPTIONS } from '../../server/db/connect';

const writtenBytes = () =>
  Number(/^write_bytes: (\d+)$/m.exec(fs.readFileSync('/proc/self/io', 'utf8'))?.[1] ?? NaN);

const database = await openDatabase({ pglite: await PGlite.create(PGLITE_OPTIONS) });
const rssBefore = process.memoryUsage().rss;
const writtenBefore = writtenBytes();
const started = performance.now();
const outcome = await restoreBackup({ file: process.argv[2]!, database }).then(
  () => 'restored',
  (error: Error) => error.message.replace(/^\S+ /, ''),
);
console.log(
  JSON.stringify({
    ms: Math.round(performance.now() - started),
    memoryMB: Math.round((process.resourceUsage().maxRSS * 1024 - rssBefore) / 1e6),
    diskMB: +((writtenBytes() - writtenBefore) / 1e6).toFixed(1),
    outcome,
  }),
);
await database.close();
