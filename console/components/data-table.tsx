import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Extra classes of this column's cells, e.g. `whitespace-nowrap`. */
  className?: string;
}

interface DataTableProps<T> {
  /** Names the table for screen readers. */
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  empty?: string;
}

/**
 * The console's lists. On a phone each row stacks into a card with each value under its column's
 * name, so the page never scrolls sideways. The explicit ARIA roles keep it a table for screen
 * readers even where CSS makes its parts blocks; the visible labels are hidden from them, since
 * each cell is already announced with its column header.
 */
export function DataTable<T>({ label, columns, rows, rowKey, empty }: DataTableProps<T>) {
  return (
    <div>
      <table role="table" aria-label={label} className="block w-full text-left text-sm sm:table">
        <thead
          role="rowgroup"
          className="sr-only border-b border-slate-300 text-brand-900 sm:not-sr-only sm:table-header-group"
        >
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.header}
                role="columnheader"
                scope="col"
                className="py-2 pr-3 last:pr-0"
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="block space-y-3 sm:table-row-group sm:space-y-0">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              role="row"
              className="block rounded-lg border border-slate-200 p-3 align-top sm:table-row sm:rounded-none sm:border-0 sm:border-b sm:border-slate-100 sm:p-0"
            >
              {columns.map((column) => (
                <td
                  key={column.header}
                  role="cell"
                  className={`block py-0.5 break-words sm:table-cell sm:py-2 sm:pr-3 sm:last:pr-0 ${column.className ?? ''}`}
                >
                  <span
                    aria-hidden="true"
                    className="mr-2 text-xs font-semibold text-muted uppercase sm:hidden"
                  >
                    {column.header}
                  </span>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && empty && <p className="py-6 text-center text-muted">{empty}</p>}
    </div>
  );
}
