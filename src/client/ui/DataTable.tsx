import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Cells that only hold buttons; on a phone they span the card without a label. */
  actions?: boolean;
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
}: {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  empty: ReactNode;
}) {
  if (rows.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    <div className="table-wrap">
      <table className="data-table stack-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
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
                  className={column.actions ? 'cell-actions' : undefined}
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
