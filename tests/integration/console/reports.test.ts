import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../schemas/dashboard';
import { auditLog, contactEnquiries } from '../../../server/db/schema';
import {
  funnelBy,
  median,
  medianResponseBy,
  type ReportLead,
} from '../../../server/console/reports';
import { validEnquiry } from '../../support/lead-fixtures';
import {
  buildAdminTestApp,
  client,
  createStaffAccount,
  signedIn,
  type AdminTestApp,
} from '../../support/admin-fixtures';

// The dashboard's reports on known leads. The clock stands at Monday 2026-03-02 09:00 UTC (14:30 in
// Kochi): the last 7 days in India run from Tuesday 2026-02-24 00:00 there (2026-02-23 18:30 UTC).
let t: AdminTestApp;
const INDIA = '+919847000000';
const UAE = '+971500000000';

let counsellor: number;
async function lead(
  createdAt: string,
  source: string | null,
  { phoneKey = INDIA, status = 'new', spam = false, merged = false, owned = false } = {},
) {
  const [row] = await t.database.db
    .insert(contactEnquiries)
    .values({
      ...validEnquiry(),
      phoneKey,
      status,
      attribution: source ? { first: { utm_source: source } } : null,
      createdAt: new Date(createdAt),
      spamReason: spam ? 'honeypot' : null,
      mergedInto: merged ? 'contact:1' : null,
      mergedAt: merged ? new Date(createdAt) : null,
      ownerId: owned ? counsellor : null,
    })
    .returning({ id: contactEnquiries.id });
  return row!.id;
}
const answered = (
  id: number,
  at: string,
  action: 'lead_contacted' | 'lead_status' = 'lead_contacted',
) => t.database.db.insert(auditLog).values({ at: new Date(at), action, target: `contact:${id}` });

const read = async (query = '') =>
  (
    await (await signedIn(t.app, 'staff@academy.example')).get(`/api/admin/dashboard${query}`)
  ).json().dashboard as Dashboard;

beforeAll(async () => {
  t = await buildAdminTestApp();
  counsellor = (await createStaffAccount(t, 'staff')).id;
  // Thursday 10:00 in Kochi, answered at 11:00: 60 working minutes; enrolled since.
  await answered(
    await lead('2026-02-26T04:30:00Z', 'google', { status: 'enrolled', owned: true }),
    '2026-02-26T05:30:00Z',
  );
  // Thursday 17:00 in Kochi, answered Friday 09:30: 60 + 30 working minutes.
  await answered(
    await lead('2026-02-26T11:30:00Z', 'google', { status: 'contacted' }),
    '2026-02-27T04:00:00Z',
  );
  // Monday 09:30 in Kochi, not answered yet.
  await lead('2026-03-02T04:00:00Z', 'Google');
  // Friday 17:00 in Dubai, answered Monday 09:20 there (its weekend not counted): 60 + 20.
  await answered(
    await lead('2026-02-27T13:00:00Z', 'newsletter', {
      phoneKey: UAE,
      status: 'contacted',
      owned: true,
    }),
    '2026-03-02T05:20:00Z',
    'lead_status',
  );
  // Marked contacted with no response on record: contacted, but no time to count.
  await lead('2026-02-25T06:30:00Z', null, { status: 'contacted' });
  // Monday 23:59 in Kochi, the day before the 7 days.
  await lead('2026-02-23T18:29:00Z', 'google');
  // Never counted: suspected spam, and a duplicate merged into another lead.
  await lead('2026-02-26T04:30:00Z', 'google', { spam: true });
  await lead('2026-02-26T04:30:00Z', 'google', { merged: true });
});
afterAll(() => t.close());

describe('the reports of the dashboard', () => {
  it("gives the funnel per source for the last 7 days in the staff member's zone: received, contacted, enrolled", async () => {
    const { reports } = await read('?days=7&tz=Asia/Kolkata');
    expect(reports).toMatchObject({
      days: '7',
      zone: 'Asia/Kolkata',
      since: '2026-02-23T18:30:00.000Z',
    });
    expect(reports.funnel).toEqual([
      { label: 'google', received: 3, contacted: 2, enrolled: 1 },
      { label: 'direct', received: 1, contacted: 1, enrolled: 0 },
      { label: 'newsletter', received: 1, contacted: 1, enrolled: 0 },
    ]);
    // Thirty days take in the lead of the day before.
    expect((await read('?days=30')).reports.funnel[0]).toEqual({
      label: 'google',
      received: 4,
      contacted: 2,
      enrolled: 1,
    });
  });

  it('gives the median first response within working hours, overall and per week (Mondays in the zone)', async () => {
    const { response } = (await read('?days=7')).reports;
    // 60, 80 and 90 working minutes.
    expect(response.overall).toEqual({ label: 'all', median: 80, answered: 3, unanswered: 2 });
    expect(response.perWeek).toEqual([
      { label: '2026-02-23', median: 80, answered: 3, unanswered: 1 },
      { label: '2026-03-02', median: null, answered: 0, unanswered: 1 },
    ]);
  });

  it('gives the funnel and the median first response per owner, the unassigned together', async () => {
    const { funnelByOwner, response } = (await read('?days=7')).reports;
    expect(funnelByOwner).toEqual([
      { label: 'Unassigned', received: 3, contacted: 2, enrolled: 0 },
      { label: 'Staff Person', received: 2, contacted: 2, enrolled: 1 },
    ]);
    // Hers: 60 and 80 working minutes; the unassigned: 90, and two not yet answered.
    expect(response.perOwner).toEqual([
      { label: 'Unassigned', median: 90, answered: 1, unanswered: 2 },
      { label: 'Staff Person', median: 70, answered: 2, unanswered: 0 },
    ]);
  });

  it('refuses a period it does not offer with a 400 naming the field', async () => {
    const refused = await (
      await signedIn(t.app, 'staff@academy.example')
    ).get('/api/admin/dashboard?days=14');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, errors: { days: expect.any(String) } });
    expect((await client(t.app).get('/api/admin/dashboard?days=7')).statusCode).toBe(401);
  });
});

describe('funnel and median by any grouping', () => {
  const leads: ReportLead[] = [
    { source: 'a', owner: 'X', status: 'enrolled', createdAt: new Date(0), responseMinutes: 10 },
    { source: 'a', owner: 'X', status: 'new', createdAt: new Date(0), responseMinutes: 30 },
    { source: 'b', owner: 'Y', status: 'closed', createdAt: new Date(0), responseMinutes: null },
    { source: 'b', owner: 'Y', status: 'closed', createdAt: new Date(0), responseMinutes: 5 },
  ];
  it('groups by the key it is given', () => {
    expect(funnelBy(leads, (lead) => lead.status)).toEqual([
      { label: 'closed', received: 2, contacted: 1, enrolled: 0 },
      { label: 'enrolled', received: 1, contacted: 1, enrolled: 1 },
      // Answered by a click on its link, but still "new": not contacted, as the status filter says.
      { label: 'new', received: 1, contacted: 0, enrolled: 0 },
    ]);
    expect(medianResponseBy(leads, (lead) => lead.source)).toEqual([
      { label: 'a', median: 20, answered: 2, unanswered: 0 },
      { label: 'b', median: 5, answered: 1, unanswered: 1 },
    ]);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([])).toBeNull();
  });
});
