import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Cells that only hold buttons; on a phone they span the card without a label. */
  actions?: boolean;
  /** Amounts and counts: right-aligned with figures of one width, so they line up. */
  numeric?: boolean;
}

/**
 * A table that becomes one card per row on a phone: each cell then shows its column's header
 * beside it (data-label), so nothing needs sideways scrolling.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  emptyAction,
}: {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  empty: ReactNode;
  /** The one next step the empty table offers ("Add Link"). */
  emptyAction?: ReactNode;
}) {
  if (rows.length === 0) return <EmptyState action={emptyAction}>{empty}</EmptyState>;
  const cellClass = (column: Column<T>) =>
    column.actions ? 'cell-actions' : column.numeric ? 'cell-number' : undefined;
  return (
    <div className="table-wrap">
      <table className="data-table stack-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cellClass(column)}>
                {column.actions ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  data-label={column.actions ? undefined : column.header}
                  className={cellClass(column)}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
