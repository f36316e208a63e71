import type { ReactNode } from 'react';

type AdminTableProps = {
  /** What the table lists, for screen readers. */
  caption: string;
  /** The column headings, in order. */
  columns: readonly ReactNode[];
  /** The rows (AdminRow), each cell an AdminCell. */
  children: ReactNode;
};

/**
 * A table of the admin area (members, the audit log). On narrow screens it has no head: each
 * row is a card and every cell names its column (AdminCell).
 */
export function AdminTable({ caption, columns, children }: AdminTableProps) {
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase md:table-header-group">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className="px-3 py-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A row of an AdminTable: a card of its own on narrow screens. */
export function AdminRow({ children }: { children: ReactNode }) {
  return <tr className="block border-t border-slate-200 px-4 py-3 md:table-row md:p-0">{children}</tr>;
}

type AdminCellProps = {
  /** The column's heading, said before the value where the table's head is hidden. */
  label: string;
  /** How the value looks (weight, colour, alignment). */
  className: string;
  children: ReactNode;
};

/** A cell of an AdminRow, naming its column on narrow screens. */
export function AdminCell({ label, className, children }: AdminCellProps) {
  return (
    <td className={`block py-0.5 md:table-cell md:px-3 md:py-3 ${className}`}>
      <span className="mr-1 text-xs font-medium text-slate-500 md:hidden">{label}:</span>
      {children}
    </td>
  );
}
