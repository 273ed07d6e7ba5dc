import { Fragment, type MouseEvent, type ReactNode } from 'react';
import { FilterChips } from '@/components/list/filter-chips';
import { ListControls, ListHeaderCell } from '@/components/list/list-header-cell';
import { RowActionMenu, RowSwitch } from '@/components/list/row-parts';
import type { TListColumn, TRowActions, TRowAside, TRowToggle, TSort } from '@/components/list/types';
import { useMediaQuery } from '@/hooks/use-media-query';

/** Spec section 9: six skeleton rows while a table loads. */
const SKELETON_ROWS = 6;

/**
 * Tailwind's `xl`: from here rows are table rows; below it, cards (docs/decisions/017-phone-first-lists.md). A
 * request's six columns need ~900 px of card: a tablet beside the navigation rail (768 px) or the full sidebar
 * (1024 px) leaves 640–700, a 1280 px screen 960 (tests/tablet.spec.ts measures it).
 */
export const WIDE_LIST = '(min-width: 1280px)';

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

// Tight side padding (the card's edge keeps 16 px) leaves room for every column of a request at 1280 px.
const cell = 'px-3 py-3 align-middle text-sm text-gray-700 first:pl-4 last:pr-4';

// Clicks on the row's own controls (its menu, its switch) must not also open the row.
const keepClickInCell = (event: MouseEvent) => event.stopPropagation();

/**
 * Spec section 2's list table: sortable and filterable headers, clickable rows, optional menu and switch. On a
 * wide screen each column is a table column; on a narrow one each row is a card: its name, then every other
 * column as a labelled line, with its switch and menu beside it, and the headers' sorts and filters on a bar.
 */
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
  const wide = useMediaQuery(WIDE_LIST);
  const filters = columns.flatMap((column) => (column.filter ? [column.filter] : []));
  const hasActions = actions !== undefined && Object.values(actions).some(Boolean);
  const [first, ...others] = columns;
  const columnCount = wide
    ? columns.length + (aside ? 1 : 0) + (hasActions ? 1 : 0) + (toggle ? 1 : 0)
    : 1 + (hasActions || toggle ? 1 : 0);

  const nameCell = (row: TRow, name: string) =>
    onRowClick ? (
      // The click reaches the row's handler; the button makes it reachable by keyboard.
      <button
        type="button"
        aria-label={`Open ${name}`}
        className="flex items-center gap-3 rounded text-left focus-visible:outline-2 focus-visible:outline-green-600 touch:min-h-11 touch:w-full"
      >
        {first?.cell(row)}
      </button>
    ) : (
      first?.cell(row)
    );

  const body = loading ? (
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
      const menu = hasActions ? <RowActionMenu row={row} rowName={name} actions={actions} /> : null;
      const toggleSwitch = toggle ? <RowSwitch row={row} rowName={name} toggle={toggle} /> : null;
      return (
        <tr
          key={rowKey(row)}
          onClick={onRowClick ? () => onRowClick(row) : undefined}
          className={onRowClick ? 'cursor-pointer hover:bg-green-50/60' : undefined}
        >
          {wide ? (
            <>
              {first ? (
                <th scope="row" className={`${cell} text-left font-medium text-gray-900 ${first.className ?? ''}`}>
                  {nameCell(row, name)}
                </th>
              ) : null}
              {others.map((column) => (
                <td key={column.id} className={`${cell} ${column.className ?? ''}`}>
                  {column.cell(row)}
                </td>
              ))}
              {side ? (
                <td className={`${cell} text-right`}>
                  {/* The reference keeps one line; the date under it may wrap to the reference's width. */}
                  <span className="block font-mono text-xs whitespace-nowrap text-gray-900">{side.primary}</span>
                  {side.secondary ? <span className="block text-xs text-gray-500">{side.secondary}</span> : null}
                </td>
              ) : null}
              {toggleSwitch ? (
                <td className={cell} onClick={keepClickInCell}>
                  {toggleSwitch}
                </td>
              ) : null}
              {menu ? (
                <td className={`${cell} text-right`} onClick={keepClickInCell}>
                  {menu}
                </td>
              ) : null}
            </>
          ) : (
            <>
              <th scope="row" className="py-3 pr-2 pl-4 text-left align-top text-sm font-medium text-gray-900">
                {nameCell(row, name)}
                <CardLines
                  lines={[
                    ...others.map((column) => ({ label: column.header, value: column.cell(row) })),
                    ...(side
                      ? [
                          {
                            label: 'Reference',
                            value: (
                              <>
                                <span className="font-mono">{side.primary}</span>
                                {side.secondary ? <span className="block text-gray-500">{side.secondary}</span> : null}
                              </>
                            ),
                          },
                        ]
                      : []),
                  ]}
                />
              </th>
              {menu || toggleSwitch ? (
                <td className="py-3 pr-2 align-top" onClick={keepClickInCell}>
                  <span className="flex flex-col items-center gap-2">
                    {menu}
                    {toggleSwitch}
                  </span>
                </td>
              ) : null}
            </>
          )}
        </tr>
      );
    })
  );

  return (
    <div>
      {wide ? null : <ListControls columns={columns} sort={sort} onSortChange={onSortChange} />}
      <FilterChips filters={filters} />
      {/* `relative` keeps the visually hidden header labels inside the scroll box: they must not widen the page. */}
      <div className="relative overflow-x-auto">
        <table aria-busy={loading || undefined} className="min-w-full divide-y divide-gray-200">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-gray-50">
            <tr>
              {wide ? (
                <>
                  {columns.map((column) => (
                    <ListHeaderCell key={column.id} column={column} sort={sort} onSortChange={onSortChange} />
                  ))}
                  {aside ? <SrOnlyHeader text="Reference" /> : null}
                  {/* A column of switches says what they switch: its rows carry no words of their own. */}
                  {toggle ? (
                    <th
                      scope="col"
                      className="px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-gray-600 uppercase"
                    >
                      {toggle.label}
                    </th>
                  ) : null}
                  {hasActions ? <SrOnlyHeader text="Actions" /> : null}
                </>
              ) : (
                <>
                  <th
                    scope="col"
                    className="px-4 py-2 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase"
                  >
                    {first?.header}
                  </th>
                  {hasActions || toggle ? (
                    <SrOnlyHeader
                      text={[toggle?.label, hasActions ? 'Actions' : undefined].filter(Boolean).join(' and ')}
                    />
                  ) : null}
                </>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100 bg-white">{body}</tbody>
        </table>
      </div>
    </div>
  );
}

/** A card's other columns: each value under its column's name. */
function CardLines({ lines }: { lines: { label: string; value: ReactNode }[] }) {
  if (lines.length === 0) return null;
  return (
    <dl className="mt-2 grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-xs font-normal">
      {/* Each term and its value straight in the grid: no wrapper (a card row is most of a list's elements). */}
      {lines.map(({ label, value }) => (
        <Fragment key={label}>
          <dt className="text-gray-500">{label}</dt>
          <dd className="min-w-0 break-words text-gray-800">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function SrOnlyHeader({ text }: { text: string }) {
  return (
    <th scope="col" className="px-2 py-2">
      <span className="sr-only">{text}</span>
    </th>
  );
}
