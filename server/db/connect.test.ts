import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from './rows';
import { PGLITE_OPTIONS, openDatabase } from './connect';
import { contactEnquiries } from './schema';

/** Opens the instance through openDatabase, stores and reads a lead; records the options of every query the instance was sent. */
async function roundTrip(pglite: PGlite) {
  const options: (Record<string, unknown> | undefined)[] = [];
  const query = pglite.query.bind(pglite);
  pglite.query = ((text: string, params?: unknown[], queryOptions?: Record<string, unknown>) => {
    options.push(queryOptions);
    return query(text, params, queryOptions);
  }) as typeof pglite.query;
  const database = await openDatabase({ pglite });
  await database.migrate();
  const [stored] = await database.db
    .insert(contactEnquiries)
    .values({
      name: 'Anjali Menon',
      email: 'anjali@example.com',
      course: 'Professional Courses',
      track: 'Full Time',
    })
    .returning();
  const [read] = await database.db
    .select()
    .from(contactEnquiries)
    .where(eq(contactEnquiries.id, stored!.id));
  const [raw] = rowsOf<{ at: unknown; day: unknown }>(
    await database.db.execute(
      sql`select ${contactEnquiries.createdAt} as at, ${contactEnquiries.createdAt}::date as day from ${contactEnquiries}`,
    ),
  );
  await database.close();
  return { read: read!, raw: raw!, options };
}

describe('PGlite through drizzle', () => {
  it(
    'reads the same values from an instance made with PGLITE_OPTIONS, and sends its queries without per-query parsers',
    { timeout: 120_000 },
    async () => {
      // One initdb for both: the tuned instance starts from a copy of the plain one's new database.
      const fresh = await PGlite.create();
      const blank = await fresh.dumpDataDir('none');
      const plain = await roundTrip(fresh);
      const tuned = await roundTrip(await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: blank }));

      expect(tuned.read.createdAt).toBeInstanceOf(Date);
      expect(typeof tuned.raw.at).toBe('string');
      expect(typeof tuned.raw.day).toBe('string');
      const comparable = ({ read, raw }: Awaited<ReturnType<typeof roundTrip>>) => ({
        read: { ...read, createdAt: typeof read.createdAt },
        raw: { at: typeof raw.at, day: raw.day },
      });
      expect(comparable(tuned)).toEqual(comparable(plain));

      // drizzle's parsers go with every query to a plain instance; none after the first check to a tuned one.
      expect(plain.options.slice(1).every((o) => o?.parsers)).toBe(true);
      expect(tuned.options.slice(1).every((o) => o === undefined || o.parsers === undefined)).toBe(
        true,
      );
      expect(tuned.options.length).toBeGreaterThan(5);
    },
  );

  it(
    "creates a new data directory's database in a child process, then opens it and keeps what was stored for the next start, its files private whatever the umask",
    { timeout: 120_000 },
    async () => {
      const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'academy-connect-')), 'data');
      const umask = process.umask(0);
      try {
        const first = await openDatabase({ dataDir });
        expect(fs.readFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 'utf8').trim()).toMatch(
          /^\d+$/,
        );
        await first.migrate();
        await first.db.insert(contactEnquiries).values({
          name: 'Rahul Nair',
          email: 'rahul@example.com',
          course: 'Professional Courses',
          track: 'Full Time',
        });
        await first.close();
        // PGlite writes a new database's files 0666 whatever the umask.
        const wide = (fs.readdirSync(dataDir, { recursive: true }) as string[]).filter(
          (file) => fs.lstatSync(path.join(dataDir, file)).mode & 0o077,
        );
        expect(wide).toEqual([]);
        expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);

        const again = await openDatabase({ dataDir });
        const leads = await again.db.select({ name: contactEnquiries.name }).from(contactEnquiries);
        await again.close();
        expect(leads).toEqual([{ name: 'Rahul Nair' }]);
      } finally {
        process.umask(umask);
        fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
      }
    },
  );
});
