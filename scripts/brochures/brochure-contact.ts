// The brochure's closing contact details: a panel below the last list when it fits, otherwise a
// back cover of its own. Both read the academy's phone, email and offices from site.ts.

import type { Course } from '../../shared/content/courses/types';
import type { Site } from '../../shared/content/site';
import {
  BOTTOM,
  BRAND_100,
  CONTENT_W,
  FONT,
  FONT_BOLD,
  GOLD,
  GUTTER,
  type Layout,
  MARGIN_X,
  NAVY,
  NAVY_800,
  PAGE_H,
  PAGE_W,
  TEAL,
  WHITE,
} from './brochure-layout';
import { contactIntro } from './brochure-text';

/** Label, shown value and link of the two ways to reach the academy, in the order both layouts draw them. */
const phoneAndEmail = (site: Site): [string, string, string][] => [
  ['PHONE', site.phone, `tel:${site.phoneHref}`],
  ['EMAIL', site.email, `mailto:${site.email}`],
];

/**
 * The contact block closing the brochure: a navy panel below the last list when it fits,
 * otherwise a full back cover on a page of its own (returns true in that case).
 */
export function contactBlock(layout: Layout, course: Course, site: Site): boolean {
  const { doc } = layout;
  const pad = 20;
  const innerW = CONTENT_W - 2 * pad;
  const offices = [site.offices.india, site.offices.uae];
  const officeColW = (innerW - GUTTER) / 2;
  const intro = contactIntro(site);
  const introH = layout.measure(intro, FONT, 9.2, innerW, 1.5);
  const officeH = Math.max(
    ...offices.map(
      (o) =>
        layout.measure(o.label, FONT_BOLD, 9, officeColW) +
        5 +
        layout.measure(o.lines.join('\n'), FONT, 9.2, officeColW, 1.5),
    ),
  );
  const boxH = pad + 20 + introH + 12 + 34 + 14 + officeH + pad;
  if (layout.y + boxH + 4 > BOTTOM) {
    layout.newPage();
    backCover(layout, course, site);
    return true;
  }

  const top = layout.y;
  doc.roundedRect(MARGIN_X, top, CONTENT_W, boxH, 8).fill(NAVY);
  doc.rect(MARGIN_X + 8, top, CONTENT_W - 16, 3).fill(GOLD);
  let y = top + pad;
  const x = MARGIN_X + pad;
  y += layout.write('Speak to our admissions team', x, y, FONT_BOLD, 14, GOLD, innerW) + 6;
  y += layout.write(intro, x, y, FONT, 9.2, BRAND_100, innerW, { lineGap: 1.5 }) + 12;

  // Phone and email, each with a link.
  const contactColW = (innerW - GUTTER) / 2;
  phoneAndEmail(site).forEach(([label, value, href], col) => {
    const cx = x + col * (contactColW + GUTTER);
    layout.write(label, cx, y, FONT_BOLD, 8, GOLD, contactColW, { characterSpacing: 0.5 });
    layout.write(value, cx, y + 12, FONT_BOLD, 11.5, WHITE, contactColW, { link: href });
  });
  y += 34;
  doc
    .moveTo(x, y)
    .lineTo(x + innerW, y)
    .lineWidth(0.5)
    .stroke(NAVY_800);
  y += 14;

  offices.forEach((office, col) => {
    const ox = x + col * (officeColW + GUTTER);
    const labelH = layout.write(office.label, ox, y, FONT_BOLD, 9, GOLD, officeColW);
    layout.write(office.lines.join('\n'), ox, y + labelH + 5, FONT, 9.2, WHITE, officeColW, {
      lineGap: 1.5,
    });
  });
  layout.y = top + boxH + 4;
  return false;
}

/** A full-page navy back cover carrying the contact details. */
function backCover(layout: Layout, course: Course, site: Site): void {
  const { doc } = layout;
  doc.rect(0, 0, PAGE_W, PAGE_H).fill(NAVY);
  doc
    .save()
    .fillOpacity(0.35)
    .polygon([PAGE_W - 220, 0], [PAGE_W, 0], [PAGE_W, 180])
    .fill(TEAL)
    .restore();
  doc
    .save()
    .fillOpacity(0.2)
    .polygon([0, PAGE_H - 200], [0, PAGE_H], [260, PAGE_H])
    .fill(TEAL)
    .restore();
  doc.rect(0, 0, PAGE_W, 5).fill(GOLD);

  const x = MARGIN_X + 12;
  const w = CONTENT_W - 24;
  let y = 96;
  y += layout.write(site.name, x, y, FONT_BOLD, 16, GOLD, w) + 6;
  y += layout.write(site.tagline, x, y, FONT, 10, BRAND_100, w) + 70;

  y +=
    layout.write('Speak to our admissions team', x, y, FONT_BOLD, 26, WHITE, w, { lineGap: 2 }) +
    10;
  y +=
    layout.write(
      `Ask us about the ${course.title}. ${contactIntro(site)}`,
      x,
      y,
      FONT,
      11,
      BRAND_100,
      w * 0.85,
      { lineGap: 3 },
    ) + 34;
  doc.rect(x, y, 40, 3).fill(GOLD);
  y += 28;

  const colW = (w - GUTTER) / 2;
  phoneAndEmail(site).forEach(([label, value, href], col) => {
    const cx = x + col * (colW + GUTTER);
    layout.write(label, cx, y, FONT_BOLD, 8.5, GOLD, colW, { characterSpacing: 0.5 });
    layout.write(value, cx, y + 15, FONT_BOLD, value.length > 26 ? 12.5 : 16, WHITE, colW, {
      link: href,
    });
  });
  y += 62;
  doc
    .moveTo(x, y)
    .lineTo(x + w, y)
    .lineWidth(0.6)
    .stroke(NAVY_800);
  y += 24;

  [site.offices.india, site.offices.uae].forEach((office, col) => {
    const ox = x + col * (colW + GUTTER);
    const labelH = layout.write(office.label, ox, y, FONT_BOLD, 10, GOLD, colW);
    layout.write(office.lines.join('\n'), ox, y + labelH + 7, FONT, 11, WHITE, colW, {
      lineGap: 3,
    });
  });
  layout.y = BOTTOM;
}
