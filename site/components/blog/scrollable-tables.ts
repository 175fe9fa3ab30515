// Sanitised tables carry no attributes, so `<table>` is matched exactly. The wrapper scrolls a wide
// table sideways on a phone instead of widening the page; it is focusable so keyboards can scroll it.
const OPEN =
  '<div class="table-scroll" role="region" aria-label="Table, scrolls sideways" tabindex="0"><table>';

/** Wraps each table of sanitised article HTML in a horizontally scrollable region. */
export function withScrollableTables(html: string): string {
  return html.replace(/<table>/g, OPEN).replace(/<\/table>/g, '</table></div>');
}
