import { describe, expect, it } from 'vitest';
import { contactCards, contactPage } from './contacts';
import { site } from './site';

describe('contacts page content', () => {
  it('phone, email and address cards, each reachable from the contact details in site.ts', () => {
    expect(contactCards.map((card) => card.heading)).toEqual(['Phone', 'Email', 'Address']);
    for (const card of contactCards) expect(card.note.length).toBeGreaterThan(5);
    const [phone, email, address] = contactCards;
    expect(phone?.reach).toMatchObject({ value: site.phone, href: `tel:${site.phoneHref}` });
    expect(email?.reach).toMatchObject({ value: site.email, href: `mailto:${site.email}` });
    expect(address?.offices).toEqual([site.offices.india, site.offices.uae]);
    for (const text of Object.values(contactPage)) expect(text.length).toBeGreaterThan(5);
  });
});
