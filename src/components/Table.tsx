// Table: the design system's data table — column headers, optional row headers, spanning cells — always inside a TableScroll frame.
import type { HTMLAttributes, ReactNode } from 'react';
import { TableScroll } from './TableScroll';
import './table.css';

export interface TableColumn<R> {
  key: string;
  /** Column header; may be screen-reader only text (e.g. an 'Action' column over buttons). */
  header: ReactNode;
  cell: (row: R) => ReactNode;
  /** The cell names its row (a <th scope="row">), e.g. the token or LAND size in a breakdown. */
  rowHeader?: boolean;
  /** Lets one row's cell cover the following columns (e.g. an error message across the amounts); those cells are not drawn. */
  span?: (row: R) => number;
}

/** Row attributes kept for tests and styling hooks (data-testid, className). */
export type TableRowProps = Pick<HTMLAttributes<HTMLTableRowElement>, 'className' | 'aria-current'> & { 'data-testid'?: string };

export function Table<R>(props: {
  /** Names the scrolling frame, so the hidden columns can be reached by keyboard on a phone. */
  label: string;
  /** A visible title that also names the table (e.g. an item's 'Listings'). */
  caption?: ReactNode;
  columns: TableColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  rowProps?: (row: R) => TableRowProps;
  /** A class hook for the feature's own layout (e.g. cards on a phone), added beside ds-table. */
  className?: string;
}) {
  const { columns } = props;
  return (
    <TableScroll label={props.label}>
      <table className={['ds-table', props.className].filter(Boolean).join(' ')}>
        {props.caption !== undefined && <caption>{props.caption}</caption>}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={props.rowKey(row)} {...props.rowProps?.(row)}>
              {cells(columns, row)}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function cells<R>(columns: TableColumn<R>[], row: R): ReactNode[] {
  const out: ReactNode[] = [];
  for (let i = 0; i < columns.length;) {
    const c = columns[i]!;
    const span = Math.max(1, Math.min(c.span?.(row) ?? 1, columns.length - i));
    const colSpan = span > 1 ? span : undefined;
    out.push(
      c.rowHeader ? (
        <th key={c.key} scope="row" colSpan={colSpan}>
          {c.cell(row)}
        </th>
      ) : (
        <td key={c.key} colSpan={colSpan}>
          {c.cell(row)}
        </td>
      ),
    );
    i += span;
  }
  return out;
}
