import { describe, expect, it } from 'vitest';
import { withScrollableTables } from './scrollable-tables';

describe('withScrollableTables', () => {
  it('wraps every table in a focusable scrolling region and leaves the rest alone', () => {
    const html =
      '<p>a</p><table><tr><td>1</td></tr></table><p>b</p><table><tr><td>2</td></tr></table>';
    const out = withScrollableTables(html);
    expect(
      out.match(
        /<div class="table-scroll" role="region" aria-label="Table, scrolls sideways" tabindex="0"><table>/g,
      ),
    ).toHaveLength(2);
    expect(out.match(/<\/table><\/div>/g)).toHaveLength(2);
    expect(out.startsWith('<p>a</p>')).toBe(true);
  });
});
