// Renders one course brochure (A4 PDF) from the same course record the course page reads,
// so the brochure can never drift from the page. Pure apart from pdfkit: no file system,
// no clock (the creation date is a constant unless the caller passes one), so the same
// record always gives the same bytes.

import PDFDocument from 'pdfkit';
import type { Course, CourseList } from '../../shared/content/courses/types';
import type { Subject } from '../../shared/content/courses/subjects';
import type { Site } from '../../shared/content/site';

/** Fixed creation date: the document ID is derived from it, so it must not come from the clock. */
export const BROCHURE_CREATION_DATE = new Date('2025-01-01T00:00:00.000Z');

export interface RenderBrochureOptions {
  /** Overrides BROCHURE_CREATION_DATE (e.g. from SOURCE_DATE_EPOCH). */
  creationDate?: Date;
}
import {
  BODY_GAP,
  BODY_SIZE,
  BOTTOM,
  BRAND_100,
  BRAND_50,
  COL_W,
  CONTENT_W,
  FONT,
  FONT_BOLD,
  FONT_ITALIC,
  GOLD,
  GUTTER,
  INK,
  LIST_GAP,
  LIST_SIZE,
  Layout,
  MARGIN_X,
  MUTED,
  NAVY,
  NAVY_800,
  PAGE_H,
  PAGE_W,
  STRIP_H,
  TEAL,
  TOP,
  WHITE,
  drawBullet,
  drawCheck,
} from './brochure-layout';
import type { Doc } from './brochure-layout';
import { contactBlock } from './brochure-contact';
import { brochureFacts, brochureLists } from './brochure-text';

function firstPageHeader(layout: Layout, course: Course, subject: Subject, site: Site): void {
  const { doc } = layout;
  const titleSize = course.title.length > 70 ? 21 : 24;
  const titleH = layout.measure(course.title, FONT_BOLD, titleSize, CONTENT_W, 2);
  const bandH = 116 + titleH + (course.abbreviation ? 18 : 0);

  doc.rect(0, 0, PAGE_W, bandH).fill(NAVY);
  doc.rect(0, bandH, PAGE_W, 4).fill(GOLD);
  // A quiet teal corner accent.
  doc
    .save()
    .fillOpacity(0.35)
    .polygon([PAGE_W - 150, 0], [PAGE_W, 0], [PAGE_W, 120])
    .fill(TEAL)
    .restore();

  layout.write(site.name, MARGIN_X, 28, FONT_BOLD, 13, WHITE, CONTENT_W);
  layout.write(site.tagline, MARGIN_X, 46, FONT, 8.5, BRAND_100, CONTENT_W - 120);
  layout.write('COURSE BROCHURE', MARGIN_X, 31, FONT_BOLD, 8.5, GOLD, CONTENT_W, {
    align: 'right',
    characterSpacing: 0.5,
  });

  const kicker = `${course.categoryLabel}  |  ${subject.name}`;
  layout.write(kicker, MARGIN_X, 79, FONT_BOLD, 10, GOLD, CONTENT_W);
  layout.write(course.title, MARGIN_X, 99, FONT_BOLD, titleSize, WHITE, CONTENT_W, { lineGap: 2 });
  if (course.abbreviation) {
    layout.write(course.abbreviation, MARGIN_X, 103 + titleH, FONT_BOLD, 11, GOLD, CONTENT_W);
  }
  layout.y = bandH + 24;
}

function summaryBlock(layout: Layout, course: Course): void {
  const textW = CONTENT_W - 16;
  const h = layout.measure(course.summary, FONT_ITALIC, 11.5, textW, 3);
  layout.ensure(h + 18);
  layout.doc.rect(MARGIN_X, layout.y, 3.5, h - 2).fill(TEAL);
  layout.write(course.summary, MARGIN_X + 16, layout.y, FONT_ITALIC, 11.5, NAVY_800, textW, {
    lineGap: 3,
  });
  layout.y += h + 16;
}

function descriptionBlock(layout: Layout, course: Course): void {
  const paragraphs = course.description.filter((p) => p.trim());
  if (paragraphs.length === 0) return;
  const firstH = layout.measure(paragraphs[0] ?? '', FONT, BODY_SIZE, CONTENT_W, BODY_GAP);
  layout.ensure(layout.sectionHeadingHeight() + firstH);
  layout.sectionHeading('About the course');
  for (const paragraph of paragraphs) {
    const h = layout.measure(paragraph, FONT, BODY_SIZE, CONTENT_W, BODY_GAP);
    layout.ensure(h);
    layout.write(paragraph, MARGIN_X, layout.y, FONT, BODY_SIZE, INK, CONTENT_W, {
      lineGap: BODY_GAP,
      align: 'justify',
    });
    layout.y += h + 7;
  }
  layout.y += 10;
}

function factsTable(layout: Layout, course: Course): void {
  const facts = brochureFacts(course);
  if (facts.length === 0) return;
  const labelW = 112;
  const padX = 10;
  const padY = 6.5;
  const valueW = CONTENT_W - labelW - 2 * padX;
  const rowHeight = (value: string) =>
    layout.measure(value, FONT, BODY_SIZE, valueW, 1.5) + 2 * padY;

  layout.ensure(layout.sectionHeadingHeight() + rowHeight(facts[0]?.[1] ?? ''));
  layout.sectionHeading('Course at a glance');
  const { doc } = layout;
  let rowIndex = 0;
  let tableTop = layout.y;
  for (const [label, value] of facts) {
    const h = rowHeight(value);
    if (layout.y + h > BOTTOM) {
      doc
        .rect(MARGIN_X, tableTop, CONTENT_W, layout.y - tableTop)
        .lineWidth(0.6)
        .stroke(BRAND_100);
      layout.newPage();
      tableTop = layout.y;
    }
    doc.rect(MARGIN_X, layout.y, CONTENT_W, h).fill(rowIndex % 2 === 0 ? BRAND_50 : WHITE);
    doc.rect(MARGIN_X, layout.y, labelW, h).fill(rowIndex % 2 === 0 ? BRAND_100 : BRAND_50);
    layout.write(
      label.toUpperCase(),
      MARGIN_X + padX,
      layout.y + padY + 1,
      FONT_BOLD,
      7.8,
      TEAL,
      labelW - 2 * padX,
      { characterSpacing: 0.5 },
    );
    layout.write(value, MARGIN_X + labelW + padX, layout.y + padY, FONT, BODY_SIZE, INK, valueW, {
      lineGap: 1.5,
    });
    layout.y += h;
    rowIndex += 1;
  }
  doc
    .rect(MARGIN_X, tableTop, CONTENT_W, layout.y - tableTop)
    .lineWidth(0.6)
    .stroke(BRAND_100);
  layout.y += 22;
}

function highlightsBlock(layout: Layout, course: Course): void {
  const items = course.highlights.filter((h) => h.trim());
  if (items.length === 0) return;
  const textW = COL_W - 16;
  const itemH = (item: string | undefined) =>
    item ? layout.measure(item, FONT, LIST_SIZE, textW, LIST_GAP) : 0;
  const rows: [string, string | undefined][] = [];
  for (let i = 0; i < items.length; i += 2) rows.push([items[i] as string, items[i + 1]]);
  const rowH = (row: [string, string | undefined]) => Math.max(itemH(row[0]), itemH(row[1])) + 7;

  layout.ensure(layout.sectionHeadingHeight() + rowH(rows[0] as [string, string | undefined]));
  layout.sectionHeading('Highlights');
  for (const row of rows) {
    const h = rowH(row);
    layout.ensure(h);
    row.forEach((item, col) => {
      if (!item) return;
      const x = MARGIN_X + col * (COL_W + GUTTER);
      drawCheck(layout.doc, x, layout.y - 0.6);
      layout.write(item, x + 16, layout.y, FONT, LIST_SIZE, INK, textW, { lineGap: LIST_GAP });
    });
    layout.y += h;
  }
  layout.y += 16;
}

/** Height of a headed list drawn in a column of the given width. */
function listHeight(layout: Layout, list: CourseList, width: number): number {
  let h = layout.measure(list.heading, FONT_BOLD, 11.5, width) + 11;
  if (list.intro) h += layout.measure(list.intro, FONT_ITALIC, 8.8, width, 1.5) + 5;
  for (const item of list.items)
    h += layout.measure(item, FONT, LIST_SIZE, width - 13, LIST_GAP) + 4;
  return h;
}

/** Draws a headed list at (x, y) without page breaks; returns its height. */
function drawList(layout: Layout, list: CourseList, x: number, y: number, width: number): number {
  const start = y;
  y += layout.write(list.heading, x, y, FONT_BOLD, 11.5, NAVY, width) + 3;
  layout.layoutRule(x, y);
  y += 8;
  if (list.intro)
    y += layout.write(list.intro, x, y, FONT_ITALIC, 8.8, MUTED, width, { lineGap: 1.5 }) + 5;
  for (const item of list.items) {
    drawBullet(layout.doc, x, y);
    y += layout.write(item, x + 13, y, FONT, LIST_SIZE, INK, width - 13, { lineGap: LIST_GAP }) + 4;
  }
  return y - start;
}

/** A list too long for one page: heading kept with its first item, then item by item. */
function drawListFlowing(layout: Layout, list: CourseList): void {
  const width = CONTENT_W;
  const headingH = layout.measure(list.heading, FONT_BOLD, 11.5, width) + 11;
  const introH = list.intro ? layout.measure(list.intro, FONT_ITALIC, 8.8, width, 1.5) + 5 : 0;
  const firstH = list.items[0]
    ? layout.measure(list.items[0], FONT, LIST_SIZE, width - 13, LIST_GAP) + 4
    : 0;
  layout.ensure(headingH + introH + firstH);
  layout.y += layout.write(list.heading, MARGIN_X, layout.y, FONT_BOLD, 11.5, NAVY, width) + 3;
  layout.layoutRule(MARGIN_X, layout.y);
  layout.y += 8;
  if (list.intro)
    layout.y +=
      layout.write(list.intro, MARGIN_X, layout.y, FONT_ITALIC, 8.8, MUTED, width, {
        lineGap: 1.5,
      }) + 5;
  for (const item of list.items) {
    const h = layout.measure(item, FONT, LIST_SIZE, width - 13, LIST_GAP) + 4;
    layout.ensure(h);
    drawBullet(layout.doc, MARGIN_X, layout.y);
    layout.write(item, MARGIN_X + 13, layout.y, FONT, LIST_SIZE, INK, width - 13, {
      lineGap: LIST_GAP,
    });
    layout.y += h;
  }
  layout.y += 14;
}

/** Outcomes, career benefits, audience, content and extras, two lists side by side. */
function listsBlock(layout: Layout, course: Course): void {
  const lists = brochureLists(course);
  const pageSpace = BOTTOM - TOP;
  for (let i = 0; i < lists.length; i += 2) {
    const pair = lists.slice(i, i + 2);
    const heights = pair.map((list) => listHeight(layout, list, COL_W));
    const rowH = Math.max(...heights);
    if (rowH > pageSpace) {
      pair.forEach((list) => drawListFlowing(layout, list));
      continue;
    }
    layout.ensure(rowH);
    pair.forEach((list, col) =>
      drawList(layout, list, MARGIN_X + col * (COL_W + GUTTER), layout.y, COL_W),
    );
    layout.y += rowH + 16;
  }
}

/** Running header (pages 2+) and footer (every page), drawn once the page count is known. */
function decoratePages(doc: Doc, course: Course, site: Site, backCoverPage: number | null): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const margins = doc.page.margins;
    const savedBottom = margins.bottom;
    margins.bottom = 0; // Writing in the margin must not trigger an automatic page break.

    const isBackCover = i === backCoverPage;
    if (i > range.start && !isBackCover) {
      doc.rect(0, 0, PAGE_W, STRIP_H).fill(NAVY);
      doc.rect(0, STRIP_H, PAGE_W, 2).fill(GOLD);
      doc
        .font(FONT_BOLD)
        .fontSize(8)
        .fillColor(WHITE)
        .text(site.name, MARGIN_X, 12, { lineBreak: false });
      const nameW = doc.widthOfString(site.name);
      doc
        .font(FONT)
        .fontSize(8)
        .fillColor(GOLD)
        .text(course.title, MARGIN_X + nameW + 20, 12, {
          width: CONTENT_W - nameW - 20,
          align: 'right',
          lineBreak: false,
          ellipsis: true,
          height: 10,
        });
    }

    const footerY = PAGE_H - 38;
    doc
      .moveTo(MARGIN_X, footerY - 8)
      .lineTo(PAGE_W - MARGIN_X, footerY - 8)
      .lineWidth(0.5)
      .stroke(isBackCover ? NAVY_800 : BRAND_100);
    doc
      .font(FONT)
      .fontSize(7.8)
      .fillColor(isBackCover ? BRAND_100 : MUTED)
      .text(`${site.name}  |  ${site.phone}  |  ${site.email}`, MARGIN_X, footerY, {
        lineBreak: false,
      });
    const pageLabel = `Page ${i - range.start + 1} of ${range.count}`;
    const labelW = doc.widthOfString(pageLabel);
    doc
      .font(FONT_BOLD)
      .fillColor(isBackCover ? GOLD : TEAL)
      .text(pageLabel, PAGE_W - MARGIN_X - labelW, footerY, { lineBreak: false });

    margins.bottom = savedBottom;
  }
}

/** Renders the brochure of one course as PDF bytes. */
export function renderBrochure(
  course: Course,
  subject: Subject,
  site: Site,
  options: RenderBrochureOptions = {},
): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    try {
      const doc = new PDFDocument({
        size: 'A4',
        margins: { top: TOP, bottom: PAGE_H - BOTTOM, left: MARGIN_X, right: MARGIN_X },
        bufferPages: true,
        autoFirstPage: true,
        compress: true,
        lang: 'en-GB',
        displayTitle: true,
        info: {
          Title: course.title,
          Author: site.name,
          Subject: `${course.categoryLabel}: ${course.summary}`,
          Keywords: [course.abbreviation, subject.name, ...course.keywords]
            .filter(Boolean)
            .join(', '),
          Creator: `${site.name} brochure build`,
          Producer: 'PDFKit',
          CreationDate: options.creationDate ?? BROCHURE_CREATION_DATE,
          ModDate: options.creationDate ?? BROCHURE_CREATION_DATE,
        },
      });
      const chunks: Uint8Array[] = [];
      doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);

      const layout = new Layout(doc);
      firstPageHeader(layout, course, subject, site);
      summaryBlock(layout, course);
      factsTable(layout, course);
      descriptionBlock(layout, course);
      highlightsBlock(layout, course);
      listsBlock(layout, course);
      const usedBackCover = contactBlock(layout, course, site);
      decoratePages(
        doc,
        course,
        site,
        usedBackCover ? doc.bufferedPageRange().start + doc.bufferedPageRange().count - 1 : null,
      );
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
