// Page geometry, palette and the cursor-keeping Layout of the brochure PDF: the drawing primitives
// that the document flow in render-brochure.ts is written in.

// The site's palette (site/app.css).
export const NAVY = '#0b2545';
export const NAVY_800 = '#13315c';
export const BRAND_100 = '#e3ecf7';
export const BRAND_50 = '#f3f7fc';
export const TEAL = '#0d7d74';
export const GOLD = '#f5bd3a';
export const GOLD_500 = '#e7a614';
export const INK = '#1b2433';
export const MUTED = '#4a5668';
export const WHITE = '#ffffff';

export const FONT = 'Helvetica';
export const FONT_BOLD = 'Helvetica-Bold';
export const FONT_ITALIC = 'Helvetica-Oblique';

// A4 in points.
export const PAGE_W = 595.28;
export const PAGE_H = 841.89;
export const MARGIN_X = 48;
export const CONTENT_W = PAGE_W - 2 * MARGIN_X;
/** Top of the content area on pages after the first (below the running header strip). */
export const TOP = 62;
/** Lowest y content may reach (the footer sits below it). */
export const BOTTOM = PAGE_H - 58;
export const STRIP_H = 32;

export const BODY_SIZE = 9.5;
export const BODY_GAP = 2.2;
export const LIST_SIZE = 9.2;
export const LIST_GAP = 1.6;
export const GUTTER = 24;
export const COL_W = (CONTENT_W - GUTTER) / 2;

export type Doc = PDFKit.PDFDocument;

export class Layout {
  y = 0;

  constructor(readonly doc: Doc) {}

  /** Moves to a new page when `height` does not fit below the cursor. */
  ensure(height: number): void {
    if (this.y + height > BOTTOM) this.newPage();
  }

  newPage(): void {
    this.doc.addPage();
    this.y = TOP;
  }

  measure(text: string, font: string, size: number, width: number, lineGap = 0): number {
    return this.doc.font(font).fontSize(size).heightOfString(text, { width, lineGap });
  }

  /** Writes wrapped text at (x, y) without moving the layout cursor; returns its height. */
  write(
    text: string,
    x: number,
    y: number,
    font: string,
    size: number,
    color: string,
    width: number,
    extra: PDFKit.Mixins.TextOptions = {},
  ): number {
    const lineGap = extra.lineGap ?? 0;
    const height = this.measure(text, font, size, width, lineGap);
    this.doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, x, y, { width, lineGap, ...extra });
    return height;
  }

  /** The short teal rule under a list heading. */
  layoutRule(x: number, y: number): void {
    this.doc.rect(x, y, 22, 1.8).fill(TEAL);
  }

  sectionHeadingHeight(): number {
    return 28;
  }

  sectionHeading(title: string): void {
    this.write(title, MARGIN_X, this.y, FONT_BOLD, 14, NAVY, CONTENT_W);
    this.doc.rect(MARGIN_X, this.y + 18, 30, 2.5).fill(GOLD);
    this.y += this.sectionHeadingHeight();
  }
}

export function drawCheck(doc: Doc, x: number, y: number): void {
  doc.save().lineWidth(1.5).lineCap('round').lineJoin('round').strokeColor(TEAL);
  doc
    .moveTo(x, y + 4)
    .lineTo(x + 2.8, y + 7)
    .lineTo(x + 8, y + 0.8)
    .stroke();
  doc.restore();
}

export function drawBullet(doc: Doc, x: number, y: number): void {
  doc.circle(x + 2.2, y + 3.5, 2).fill(GOLD_500);
}
