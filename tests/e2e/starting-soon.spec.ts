import type { Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { ONLINE_MODES } from '../../shared/content/centres';
import { COURSES, coursePath } from '../../shared/content/courses';
import { addDays, formatDate, todayIn } from '../../shared/zoned-time';
import { expect, test } from './fixtures';
import { cachingServersFor } from '../support/e2e/page-cache-servers';

// The home page's "Starting soon" strip (issue 20): the next few batches of any course, read on the
// server and kept with the page until a batch changes, so a batch scheduled in the console or by
// plain SQL is on / at the next request. On servers of their own, since they add and cancel batches.
const servers = cachingServersFor('pglite');
test.describe.configure({ mode: 'serial' });

const strip = (page: Page) => page.getByRole('region', { name: 'Starting soon' });
const today = todayIn('Asia/Dubai', new Date());

test('a batch added in the console, then one added by SQL, lead the strip at the next request; each links to its course', async ({
  page,
}) => {
  await page.goto(`${servers.url}/`);
  await expect(strip(page).getByRole('listitem')).toHaveCount(4);

  const [viaConsole, viaSql] = [COURSES[1]!, COURSES[2]!];
  const classroom = viaConsole.modes.find((mode) => !ONLINE_MODES.has(mode))!;
  const online = viaSql.modes.find((mode) => ONLINE_MODES.has(mode))!;
  const start = addDays(today, 2);
  const added = await servers.console('POST', '/api/admin/batches', {
    course: viaConsole.slug,
    centre: 'sharjah',
    mode: classroom,
    start_date: start,
    end_date: addDays(start, 27),
    start_time: '18:30',
    schedule: 'Weekday evenings',
    language: 'English',
    seats: 12,
    status: 'open',
  });
  expect(added.statusCode, added.body).toBe(201);
  await page.goto(`${servers.url}/`);
  const first = strip(page).getByRole('listitem').first();
  await expect(first).toContainText(`${formatDate(start)} – ${formatDate(addDays(start, 27))}`);
  await expect(first).toContainText(`Sharjah · ${classroom}`);
  await expect(first.getByRole('link', { name: viaConsole.title })).toHaveAttribute(
    'href',
    coursePath(viaConsole),
  );

  const sooner = addDays(today, 1);
  await servers.sql(
    sql`insert into batches (course, centre, mode, start_date, end_date, start_time, time_zone, schedule, language, status)
        values (${viaSql.slug}, 'online', ${online}, ${sooner}, ${addDays(sooner, 13)}, '09:00', 'Asia/Dubai', 'Weekends', 'English', 'full')`,
  );
  await page.goto(`${servers.url}/`);
  await expect(strip(page).getByRole('listitem')).toHaveCount(4);
  await expect(strip(page).getByRole('listitem').first()).toContainText(
    `Online · ${online} · Full`,
  );
  await strip(page).getByRole('link', { name: viaSql.title }).click();
  await expect(page).toHaveURL(`${servers.url}${coursePath(viaSql)}`);
});

test('with no batch to offer, the home page has no strip', async ({ page }) => {
  await servers.sql(sql`update batches set status = 'cancelled'`);
  await page.goto(`${servers.url}/`);
  await expect(page.getByRole('heading', { name: 'Recent blogs' })).toBeVisible();
  await expect(strip(page)).toHaveCount(0);
});
