import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { takeBackup } from '../../../server/backup/backup';
import { applyMigrations, MIGRATIONS, migrationOf } from '../../../server/backup/migrations';
import { restoreBackup } from '../../../server/backup/restore';
import { rowsOf } from '../../../server/db/rows';
import { createEmptyTestDatabase } from '../../support/test-database';
import { allUploads, entriesOf, forge } from './backup-fixtures';

// A backup an older version wrote: its schema is rebuilt, its rows loaded and migrated forward, its
// pictures (files under uploads/, as they were on that version's disk) put in the uploads table,
// and its ids go on from the highest restored, as it recorded no sequences.

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-older-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

it('an older version’s backup, with its uploads folder and without sequences, restores whole and migrated forward', async () => {
  const old = await createEmptyTestDatabase();
  const restored = await createEmptyTestDatabase();
  try {
    // The last migration before the uploads table: the version that kept pictures on disk.
    const older = MIGRATIONS[MIGRATIONS.findIndex((m) => m.tag.endsWith('_uploads')) - 1]!.tag;
    await old.db.transaction((tx) => applyMigrations(tx, { upTo: older }));
    for (const name of ['Older', 'Deleted'])
      await old.db.execute(
        sql`insert into contact_enquiries (name, email, course, track) values (${name}, 'older@example.com', 'x', 'y')`,
      );
    await old.db.execute(sql`delete from contact_enquiries where name = 'Deleted'`);
    const taken = await takeBackup({ database: old, outDir: path.join(work, 'taken') });
    expect(taken.manifest.migration).toBe(older);

    // As that version wrote it: no sequences, its uploads folder's files beside the rows.
    const { manifest, entries } = await entriesOf(taken.file);
    for (const table of manifest.tables) delete table.sequences;
    const pictures = {
      'blogs/0123456789abcdef01234567-480.avif': crypto.randomBytes(700),
      'blogs/0123456789abcdef01234567.webp': crypto.randomBytes(900),
      'blogs/notes.txt': Buffer.from('a file someone left in the folder'),
    };
    for (const [file, bytes] of Object.entries(pictures)) {
      entries.set(`uploads/${file}`, bytes);
      manifest.uploads.push({ path: file, bytes: 0, sha256: '0'.repeat(64) });
    }
    const file = await forge(path.join(work, 'older.tar.gz'), manifest, entries);

    const result = await restoreBackup({ file, database: restored });
    expect(result.left).toEqual(['blogs/notes.txt']);
    expect(result.counts).toContainEqual({ table: 'uploads', rows: 2 });
    expect(await migrationOf(restored.db)).toBe(MIGRATIONS.at(-1)!.tag);
    // drizzle's own migrator, as the next start runs it, finds every migration applied.
    await restored.migrate();
    expect(await migrationOf(restored.db)).toBe(MIGRATIONS.at(-1)!.tag);
    expect(rowsOf(await restored.db.execute(sql`select id, name from contact_enquiries`))).toEqual([
      { id: 1, name: 'Older' },
    ]);
    const sha = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');
    expect(await allUploads(restored)).toEqual({
      'blogs/0123456789abcdef01234567-480.avif': sha(
        pictures['blogs/0123456789abcdef01234567-480.avif'],
      ),
      'blogs/0123456789abcdef01234567.webp': sha(pictures['blogs/0123456789abcdef01234567.webp']),
    });
    // No record of the sequence: the next id follows the highest restored.
    const [added] = rowsOf<{ id: number }>(
      await restored.db.execute(
        sql`insert into contact_enquiries (name, email, course, track) values ('New', 'new@example.com', 'x', 'y') returning id`,
      ),
    );
    expect(added!.id).toBe(2);
  } finally {
    await old.dispose();
    await restored.dispose();
  }
});
