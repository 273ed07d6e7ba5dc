import type { MouseEvent } from 'react';
import { FilterChips } from '@/components/list/filter-chips';
import { ListHeaderCell } from '@/components/list/list-header-cell';
import { RowActionMenu, RowSwitch } from '@/components/list/row-parts';
import type { TListColumn, TRowActions, TRowAside, TRowToggle, TSort } from '@/components/list/types';

/** Spec section 9: six skeleton rows while a table loads. */
const SKELETON_ROWS = 6;

type TListTableProps<TRow> = {
  /** The table's accessible name. */
  caption: string;
  rows: readonly TRow[];
  rowKey: (row: TRow) => string;
  /** How the row is named to assistive technology ('Okafor Ada'), for its button, menu and switch. */
  rowName: (row: TRow) => string;
  /** The first column names the row; with `onRowClick` its cell is the row's keyboard-reachable button. */
  columns: readonly TListColumn<TRow>[];
  emptyText: string;
  loading?: boolean;
  sort?: TSort | undefined;
  onSortChange?: (sort: TSort) => void;
  onRowClick?: (row: TRow) => void;
  aside?: (row: TRow) => TRowAside;
  actions?: TRowActions<TRow>;
  toggle?: TRowToggle<TRow>;
};

const cell = 'px-4 py-3 align-middle text-sm text-gray-700';

// Clicks on the row's own controls (its menu, its switch) must not also open the row.
const keepClickInCell = (event: MouseEvent) => event.stopPropagation();

/** Spec section 2's list table: sortable and filterable headers, clickable rows, optional menu and switch. */
export function ListTable<TRow>({
  caption,
  rows,
  rowKey,
  rowName,
  columns,
  emptyText,
  loading = false,
  sort,
  onSortChange,
  onRowClick,
  aside,
  actions,
  toggle,
}: TListTableProps<TRow>) {
  const filters = columns.flatMap((column) => (column.filter ? [column.filter] : []));
  const hasActions = actions !== undefined && Object.values(actions).some(Boolean);
  const columnCount = columns.length + (aside ? 1 : 0) + (hasActions ? 1 : 0) + (toggle ? 1 : 0);
  const [first, ...others] = columns;

  return (
    <div>
      <FilterChips filters={filters} />
      <div className="overflow-x-auto">
        <table aria-busy={loading || undefined} className="min-w-full divide-y divide-gray-200">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-gray-50">
            <tr>
              {columns.map((column) => (
                <ListHeaderCell key={column.id} column={column} sort={sort} onSortChange={onSortChange} />
              ))}
              {aside ? <SrOnlyHeader text="Reference" /> : null}
              {toggle ? <SrOnlyHeader text={toggle.label} /> : null}
              {hasActions ? <SrOnlyHeader text="Actions" /> : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100 bg-white">
            {loading ? (
              Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <tr key={index} className="animate-pulse">
                  {Array.from({ length: columnCount }, (_, column) => (
                    <td key={column} className={cell}>
                      <span className="block h-4 w-full max-w-40 rounded bg-gray-200" />
                    </td>
                  ))}
                </tr>
              ))
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="px-4 py-10 text-center text-sm text-gray-500">
                  {emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row) => {
                const name = rowName(row);
                const side = aside?.(row);
                return (
                  <tr
                    key={rowKey(row)}
                    onClick={onRowClick ? () => onRowClick(row) : undefined}
                    className={onRowClick ? 'cursor-pointer hover:bg-green-50/60' : undefined}
                  >
                    {first ? (
                      <th
                        scope="row"
                        className={`${cell} text-left font-medium text-gray-900 ${first.className ?? ''}`}
                      >
                        {onRowClick ? (
                          // The click reaches the row's handler; the button makes it reachable by keyboard.
                          <button
                            type="button"
                            aria-label={`Open ${name}`}
                            className="flex items-center gap-3 rounded text-left focus-visible:outline-2 focus-visible:outline-green-600"
                          >
                            {first.cell(row)}
                          </button>
                        ) : (
                          first.cell(row)
                        )}
                      </th>
                    ) : null}
                    {others.map((column) => (
                      <td key={column.id} className={`${cell} ${column.className ?? ''}`}>
                        {column.cell(row)}
                      </td>
                    ))}
                    {side ? (
                      <td className={`${cell} text-right whitespace-nowrap`}>
                        <span className="block font-mono text-xs text-gray-900">{side.primary}</span>
                        {side.secondary ? <span className="block text-xs text-gray-500">{side.secondary}</span> : null}
                      </td>
                    ) : null}
                    {toggle ? (
                      <td className={cell} onClick={keepClickInCell}>
                        <RowSwitch row={row} rowName={name} toggle={toggle} />
                      </td>
                    ) : null}
                    {hasActions ? (
                      <td className={`${cell} text-right`} onClick={keepClickInCell}>
                        <RowActionMenu row={row} rowName={name} actions={actions} />
                      </td>
                    ) : null}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function SrOnlyHeader({ text }: { text: string }) {
  return (
    <th scope="col" className="px-4 py-3">
      <span className="sr-only">{text}</span>
    </th>
  );
}
