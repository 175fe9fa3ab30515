import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ACCREDITATIONS } from '../../../shared/default-accreditations';
import type { AdminAccreditation } from '../../../schemas/content-admin';
import { accreditations, auditLog } from '../../../server/db/schema';
import { seedDatabase } from '../../../server/seed/seed';
import {
  buildAdminTestApp,
  client,
  createStaffAccount,
  signedIn,
  type AdminTestApp,
  type Client,
  versionOf,
} from '../../support/admin-fixtures';

let t: AdminTestApp;
let staff: Client;
beforeAll(async () => {
  t = await buildAdminTestApp();
  await createStaffAccount(t, 'staff');
});
afterAll(() => t.close());
beforeEach(async () => {
  // Back to the five seeded entries.
  await t.database.db.delete(accreditations);
  await seedDatabase(t.database.db);
  staff = await signedIn(t.app, 'staff@academy.example');
});

const publicTitles = async () =>
  (
    (await client(t.app).get('/api/public/accreditations')).json().accreditations as {
      title: string;
    }[]
  ).map((a) => a.title);
const adminList = async () =>
  (await staff.get('/api/admin/accreditations')).json().accreditations as AdminAccreditation[];
const idOf = async (title: string) => (await adminList()).find((a) => a.title === title)!.id;
const TITLES = DEFAULT_ACCREDITATIONS.map((a) => a.title);
/** A move as the page sends it: with the order the page shows. */
const move = async (title: string, direction: 'up' | 'down') =>
  staff.post(`/api/admin/accreditations/${await idOf(title)}/move`, {
    direction,
    order: (await adminList()).map((a) => a.id),
  });

describe('accreditations', () => {
  it('adds an entry at the end, which the public list shows at once', async () => {
    const response = await staff.post('/api/admin/accreditations', {
      title: 'BIFM',
      imagepath: '/uploads/accreditations/0123456789abcdef01234567.webp',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().accreditation).toMatchObject({ title: 'BIFM', position: 5 });
    expect(await publicTitles()).toEqual([...TITLES, 'BIFM']);
    const [entry] = (await client(t.app).get('/api/public/accreditations'))
      .json()
      .accreditations.slice(-1);
    expect(entry).toEqual({
      title: 'BIFM',
      imagepath: '/uploads/accreditations/0123456789abcdef01234567.webp',
    });
  });

  it('edits the title and image', async () => {
    const id = await idOf('CPD');
    const response = await staff.post(`/api/admin/accreditations/${id}`, {
      version: await versionOf(t.database, 'accreditations', id),
      title: 'CPD Certified',
      imagepath: '/images/accreditations/cpd.webp',
    });
    expect(response.json().accreditation).toMatchObject({ id, title: 'CPD Certified' });
    expect(await publicTitles()).toEqual([
      'iwfm',
      'MEFMA',
      'CPD Certified',
      'ISO 9001:2015',
      'ISO 21001:2018',
    ]);
  });

  it('moves entries up and down, and a move past either end changes nothing', async () => {
    await move('CPD', 'up');
    expect(await publicTitles()).toEqual([
      'iwfm',
      'CPD',
      'MEFMA',
      'ISO 9001:2015',
      'ISO 21001:2018',
    ]);
    const moved = await move('iwfm', 'down');
    expect(
      (moved.json().accreditations as AdminAccreditation[]).map((a) => [a.title, a.position]),
    ).toEqual([
      ['CPD', 0],
      ['iwfm', 1],
      ['MEFMA', 2],
      ['ISO 9001:2015', 3],
      ['ISO 21001:2018', 4],
    ]);
    await move('CPD', 'up');
    await move('ISO 21001:2018', 'down');
    expect(await publicTitles()).toEqual([
      'CPD',
      'iwfm',
      'MEFMA',
      'ISO 9001:2015',
      'ISO 21001:2018',
    ]);
  });

  it('refuses a move made from an order someone else has changed since, and moves nothing', async () => {
    const seen = (await adminList()).map((a) => a.id);
    await move('CPD', 'up');
    const stale = await staff.post(
      `/api/admin/accreditations/${await idOf('ISO 9001:2015')}/move`,
      {
        direction: 'up',
        order: seen,
      },
    );
    expect([stale.statusCode, stale.json().message]).toEqual([
      409,
      'Someone else changed this list after you opened it. Reload it to see their change, then make yours again.',
    ]);
    expect(await publicTitles()).toEqual([
      'iwfm',
      'CPD',
      'MEFMA',
      'ISO 9001:2015',
      'ISO 21001:2018',
    ]);
  });

  it('still moves entries whose positions tie (rows written by other means)', async () => {
    await t.database.db.update(accreditations).set({ position: 0 });
    await move('MEFMA', 'down');
    expect(await publicTitles()).toEqual([
      'iwfm',
      'CPD',
      'MEFMA',
      'ISO 9001:2015',
      'ISO 21001:2018',
    ]);
  });

  it('removes an entry, and the next start does not bring it back', async () => {
    expect(
      (
        await staff.post(`/api/admin/accreditations/${await idOf('MEFMA')}/delete`, {
          version: await versionOf(t.database, 'accreditations', await idOf('MEFMA')),
        })
      ).json(),
    ).toEqual({ success: true });
    expect(await publicTitles()).toEqual(['iwfm', 'CPD', 'ISO 9001:2015', 'ISO 21001:2018']);
    await seedDatabase(t.database.db);
    expect(await publicTitles()).not.toContain('MEFMA');
  });

  it('refuses a duplicate title, a blank title and a foreign image; unknown ids answer 404', async () => {
    const duplicate = await staff.post('/api/admin/accreditations', {
      title: 'MEFMA',
      imagepath: '/images/accreditations/mefma.webp',
    });
    expect([duplicate.statusCode, duplicate.json().message]).toEqual([
      400,
      'Another accreditation already has this title.',
    ]);
    const renamed = await staff.post(`/api/admin/accreditations/${await idOf('CPD')}`, {
      version: await versionOf(t.database, 'accreditations', await idOf('CPD')),
      title: 'iwfm',
      imagepath: '/images/accreditations/cpd.webp',
    });
    expect([renamed.statusCode, renamed.json().message]).toEqual([
      400,
      'Another accreditation already has this title.',
    ]);
    const blank = await staff.post('/api/admin/accreditations', {
      title: ' ',
      imagepath: 'https://evil.example/x.png',
    });
    expect(blank.json().errors).toEqual({
      title: 'Write a title.',
      imagepath: 'Use an image from this site.',
    });
    expect(
      (await staff.post('/api/admin/accreditations/999999/move', { direction: 'up', order: [] }))
        .statusCode,
    ).toBe(404);
    expect(await publicTitles()).toEqual(TITLES);
  });

  it('audits every change as accreditation:ID with the actor', async () => {
    const created = (
      await staff.post('/api/admin/accreditations', {
        title: 'RICS',
        imagepath: '/images/accreditations/cpd.webp',
      })
    ).json().accreditation as AdminAccreditation;
    await staff.post(`/api/admin/accreditations/${created.id}`, {
      version: await versionOf(t.database, 'accreditations', created.id),
      title: 'RICS UK',
      imagepath: '/images/accreditations/cpd.webp',
    });
    await move('RICS UK', 'up');
    await staff.post(`/api/admin/accreditations/${created.id}/delete`, {
      version: await versionOf(t.database, 'accreditations', created.id),
    });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `accreditation:${created.id}`))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.actorEmail])).toEqual([
      ['accreditation_created', 'staff@academy.example'],
      ['accreditation_updated', 'staff@academy.example'],
      ['accreditation_moved', 'staff@academy.example'],
      ['accreditation_deleted', 'staff@academy.example'],
    ]);
  });
});
