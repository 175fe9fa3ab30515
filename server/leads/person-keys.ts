import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { contactEnquiries, registrations } from '../db/schema';

// One person, however they typed it: `Meera.X@Example.com` and `meera.x@example.com` are one address,
// `+91 98470 12345`, `98470 12345` and `098470 12345` one phone. A number without its country is read
// as Indian first (the academy's first centre), then as a UAE one (`050 123 4567`), and kept only if
// it is a valid number there.
const HOME_COUNTRIES = ['IN', 'AE'] as const;

/** The phone in E.164 (`+919847012345`), or null when it is no valid number. */
export function phoneKey(raw: string | null | undefined): string | null {
  const text = raw?.trim();
  if (!text) return null;
  for (const country of HOME_COUNTRIES) {
    const number = parsePhoneNumberFromString(text, country);
    if (number?.isValid()) return number.number;
  }
  return null;
}

/** The address as compared: trimmed and lower-cased; null when empty (an erased lead). */
export function emailKey(raw: string | null | undefined): string | null {
  const text = raw?.trim().toLowerCase();
  return text ? text : null;
}

/**
 * The mailbox an address reaches, for the acknowledgement's hourly limit: most providers deliver
 * `name+anything@` to `name@`, and Gmail ignores dots in the name, so each spelling is one mailbox.
 */
export function mailboxKey(raw: string | null | undefined): string | null {
  const key = emailKey(raw);
  const at = key?.lastIndexOf('@') ?? -1;
  if (!key || at < 1) return key;
  const domain = key.slice(at + 1);
  let name = key.slice(0, at).replace(/\+.*$/, '');
  if (domain === 'gmail.com' || domain === 'googlemail.com') name = name.replaceAll('.', '');
  return `${name || key.slice(0, at)}@${domain}`;
}

const BACKFILL_CHUNK = 500;

/**
 * Keys the leads stored before the keys were (rows with an address and no key), a chunk at a time;
 * run at start, after migrating. Each row is keyed once: afterwards every row with an address has
 * its email key, so a second run finds nothing.
 */
export async function backfillPersonKeys(db: Database): Promise<number> {
  let keyed = 0;
  // Cast to one table's type: the columns used are alike in both.
  for (const [table, phone] of [
    [contactEnquiries, contactEnquiries.phone],
    [registrations as unknown as typeof contactEnquiries, registrations.mobile],
  ] as const) {
    for (;;) {
      const rows = await db
        .select({ id: table.id, email: table.email, phone })
        .from(table)
        .where(and(isNull(table.emailKey), ne(table.email, '')))
        .limit(BACKFILL_CHUNK);
      if (rows.length === 0) break;
      await db.transaction(async (tx) => {
        for (const row of rows)
          await tx
            .update(table)
            .set({ emailKey: emailKey(row.email), phoneKey: phoneKey(row.phone) })
            .where(eq(table.id, row.id));
      });
      keyed += rows.length;
    }
  }
  return keyed;
}
