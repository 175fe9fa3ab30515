import { expect } from '@playwright/test';
import { notificationEmails } from '../../e2e/server-files';

/** A message's text as it reads: quoted-printable's soft line breaks joined and its =XX bytes decoded (UTF-8). */
const decoded = (mail: string) =>
  Buffer.from(
    mail
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Waits until the notification for a lead (found by a unique value) has been written from the stored row; its text. */
export async function storedLead(marker: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => (found = notificationEmails().find((mail) => mail.includes(marker))), {
      timeout: 15_000,
    })
    .toBeTruthy();
  return decoded(found!);
}
