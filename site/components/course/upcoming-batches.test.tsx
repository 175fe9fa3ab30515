// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Batch } from '../../../shared/batches';
import { sampleBatch } from '../../../tests/support/batch-fixtures';
import { renderCoursePage } from './course-page.test-utils';

const batch = (overrides: Partial<Batch>) => sampleBatch(overrides);

const section = async (batches: Batch[]) =>
  (await renderCoursePage('/diploma-mastery-fm', batches)).document.querySelector(
    '[data-testid="upcoming-batches"]',
  )!;
const cardText = (card: Element) => card.textContent!.replace(/\s+/g, ' ');

describe('the course page’s upcoming batches', () => {
  it('shows each batch’s dates, centre, mode, schedule, start time and seats, with an enquiry, a registration and a calendar link', async () => {
    const cards = [
      ...(await section([batch({ id: 5 })])).querySelectorAll('[data-testid="batch"]'),
    ];
    expect(cards).toHaveLength(1);
    const text = cardText(cards[0]!);
    for (const part of [
      'Fri, 3 Apr 2026 – Sat, 23 May 2026',
      'Dubai',
      'Classroom',
      'Weekends, Fri–Sat 9:00–13:00',
      '09:00 UAE time (UTC+4)',
      'Seats available',
      'English',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('India time');
    // The form below opens with this batch chosen.
    expect(cards[0]!.querySelector('a[href="?batch=5#enquiry"]')?.textContent).toMatch(
      /^Enquire about this batch/,
    );
    // The registration form, opened with this batch chosen.
    expect(cards[0]!.querySelector('a[href="/register?batch=5"]')?.textContent).toMatch(
      /^Register for this batch/,
    );
    expect(cards[0]!.querySelector('a[href="/courses/batches/5.ics"]')?.textContent).toMatch(
      /^Add to calendar/,
    );
  });

  it('shows an online batch in its zone and the other one, and a full batch as full without offering it', async () => {
    const root = await section([
      batch({
        id: 6,
        centre: 'online',
        mode: 'Live online',
        time_zone: 'Asia/Kolkata',
        start_time: '19:00',
      }),
      batch({ id: 7, status: 'full' }),
    ]);
    const [online, full] = [...root.querySelectorAll('[data-testid="batch"]')];
    expect(cardText(online!)).toContain('19:00 India time (UTC+5:30)');
    expect(cardText(online!)).toContain('17:30 UAE time (UTC+4)');
    expect(cardText(full!)).toContain('Full');
    expect(full!.querySelector('a[href$="#enquiry"]')).toBeNull();
    expect(full!.querySelector('a[href^="/register"]')).toBeNull();
    expect(full!.querySelector('a[href="/courses/batches/7.ics"]')).not.toBeNull();
    expect(root.querySelector('a[href="/courses/diploma-mastery-fm.ics"]')).not.toBeNull();
  });

  it('with none scheduled, says so and offers the enquiry form', async () => {
    const root = await section([]);
    expect(root.querySelectorAll('[data-testid="batch"]')).toHaveLength(0);
    expect(root.textContent).toContain('No batches are scheduled for this course yet.');
    expect(root.querySelector('a[href="#enquiry"]')?.textContent).toBe(
      'Ask us about the next intake',
    );
  });
});
