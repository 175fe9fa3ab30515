import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { takeBackup } from '../../../server/backup/backup';
import { restoreBackup } from '../../../server/backup/restore';
import { contactEnquiries, uploads, webVitals } from '../../../server/db/schema';
import { createStaffService } from '../../../server/console/staff';
import { createEmptyTestDatabase, createTestDatabase } from '../../support/test-database';
import { validEnquiry } from '../../support/lead-fixtures';
import { allRows, allUploads } from '../../integration/backup/backup-fixtures';

// An academy outgrowing the embedded database moves to PostgreSQL with one backup and one restore;
// and back, should it ever need to. Here only, as this suite alone has both databases at hand.

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-cross-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

it('a PostgreSQL backup restores into PGlite, and a backup of that into PostgreSQL, every row and byte equal', async () => {
  const postgres = await createTestDatabase();
  const pglite = await createEmptyTestDatabase('pglite');
  const again = await createEmptyTestDatabase('postgres');
  try {
    await createStaffService(postgres.db).create({
      email: 'admin@academy.example',
      name: 'Admin Person',
      role: 'admin',
      password: 'a long staff password',
    });
    await postgres.db.insert(contactEnquiries).values([
      {
        ...validEnquiry(),
        name: 'Zoë — ☃ “quoted”',
        attribution: {
          page: '/contacts',
          first: { utm_source: 'google', referrer: 'https://www.bing.com/?q=a\\b' },
        },
      },
      {
        ...validEnquiry(),
        phone: null,
        description: 'line one\nline two\ttab',
        erasedAt: new Date('2026-02-03T04:05:06.789Z'),
        status: 'closed',
      },
    ]);
    await postgres.db.insert(webVitals).values([
      { route: '/', metric: 'CLS', value: 0.1 + 0.2 },
      { route: '/blogs/:id', metric: 'LCP', value: 1234.5678901234 },
    ]);
    await postgres.db.insert(uploads).values({
      path: 'blogs/0123456789abcdef01234567.webp',
      bytes: Buffer.from([0, 1, 2, 255, 254]),
    });
    const rows = await allRows(postgres);
    const pictures = await allUploads(postgres);
    expect(rows.staff_users).toHaveLength(1);

    const fromPostgres = await takeBackup({
      database: postgres,
      outDir: path.join(work, 'out'),
    });
    await restoreBackup({
      file: fromPostgres.file,
      database: pglite,
    });
    expect(await allRows(pglite)).toEqual(rows);
    expect(await allUploads(pglite)).toEqual(pictures);

    const fromPglite = await takeBackup({
      database: pglite,
      outDir: path.join(work, 'out2'),
    });
    expect(fromPglite.manifest.source).toBe('pglite');
    await restoreBackup({
      file: fromPglite.file,
      database: again,
    });
    expect(await allRows(again)).toEqual(rows);
    expect(await allUploads(again)).toEqual(pictures);
  } finally {
    await again.dispose();
    await pglite.dispose();
    await postgres.dispose();
  }
});
