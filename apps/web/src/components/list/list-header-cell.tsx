import { MenuItem } from '@headlessui/react';
import { CheckIcon, ChevronDownIcon, ChevronUpIcon, FunnelIcon } from '@heroicons/react/20/solid';
import { DropdownMenu } from '@/components/dropdown-menu';
import type { TColumnFilter, TListColumn, TSort } from '@/components/list/types';

type TListHeaderCellProps<TRow> = {
  column: TListColumn<TRow>;
  sort: TSort | undefined;
  onSortChange: ((sort: TSort) => void) | undefined;
};

/** Where a control sits: in a column header, or on the sort-and-filter bar narrow screens show instead. */
export type TControlPlace = 'header' | 'bar';

const headerText = 'text-left text-xs font-semibold tracking-wide text-gray-600 uppercase';
// A header control is at least 24 px tall (WCAG 2.5.8) and a thumb's 44 px on touch screens; on the bar it is a chip.
const controlStyles: Record<TControlPlace, string> = {
  header:
    'inline-flex min-h-6 items-center gap-1 rounded uppercase hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-green-600 touch:min-h-11',
  bar: 'inline-flex min-h-11 items-center gap-1.5 rounded-full bg-white px-4 text-sm font-medium text-gray-700 ring-1 ring-gray-300 ring-inset hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-green-600',
};

export const sortDirectionOf = (column: { sortField?: string }, sort: TSort | undefined) =>
  column.sortField !== undefined && sort?.field === column.sortField ? sort.direction : undefined;

type TSortButtonProps = {
  header: string;
  sortField: string;
  sort: TSort | undefined;
  onSortChange: (sort: TSort) => void;
  place: TControlPlace;
};

/** Click sorts ascending, a repeat click descending (spec section 2). */
export function SortButton({ header, sortField, sort, onSortChange, place }: TSortButtonProps) {
  const direction = sortDirectionOf({ sortField }, sort);
  const Arrow = direction === 'desc' ? ChevronDownIcon : ChevronUpIcon;
  // In a header, aria-sort on the cell tells the order; on the bar, the button's name has to.
  const order = direction === 'asc' ? ', ascending' : direction === 'desc' ? ', descending' : '';
  return (
    <button
      type="button"
      aria-label={place === 'bar' ? `Sort by ${header}${order}` : undefined}
      className={`${controlStyles[place]} ${place === 'bar' && direction ? 'bg-green-50 text-green-800 ring-green-600/40' : ''}`}
      onClick={() => onSortChange({ field: sortField, direction: direction === 'asc' ? 'desc' : 'asc' })}
    >
      {place === 'bar' ? `Sort: ${header}` : header}
      <Arrow aria-hidden="true" className={`size-4 ${direction ? 'text-green-700' : 'text-gray-400'}`} />
    </button>
  );
}

/** The header's dropdown filter: its 'Show all' choice, then the list's distinct values. */
export function FilterMenu({ header, filter, place }: { header: string; filter: TColumnFilter; place: TControlPlace }) {
  const active = filter.value !== undefined;
  const choices = [{ value: undefined, label: filter.allLabel }, ...filter.options];
  return (
    <DropdownMenu
      anchor="bottom start"
      itemsClassName="z-40 max-h-72 w-60 overflow-y-auto rounded-md bg-white py-1 text-sm font-normal tracking-normal text-gray-800 normal-case shadow-lg ring-1 ring-black/5 [--anchor-gap:0.25rem] focus:outline-none"
      buttonClassName={`${controlStyles[place]} ${place === 'bar' && active ? 'bg-green-50 ring-green-600/40' : ''}`}
      buttonContent={
        <>
          {header}
          {/* The space keeps the accessible name 'Details (filtered)'. */}{' '}
          {active ? (
            <span className="text-green-700 normal-case">(filtered)</span>
          ) : (
            <FunnelIcon aria-hidden="true" className="size-4 text-gray-400" />
          )}
        </>
      }
    >
      {choices.map((choice) => {
        const selected = choice.value === filter.value;
        return (
          <MenuItem key={choice.value ?? ''}>
            <button
              type="button"
              onClick={() => filter.onChange(choice.value)}
              className="flex w-full items-center justify-between gap-2 px-3 py-2 text-left data-focus:bg-green-50 touch:min-h-11"
            >
              {choice.label}
              {selected ? <CheckIcon aria-label="Selected" className="size-4 text-green-700" /> : null}
            </button>
          </MenuItem>
        );
      })}
    </DropdownMenu>
  );
}

/** A column header: plain, sortable (click ascending, again descending) or a dropdown filter. */
export function ListHeaderCell<TRow>({ column, sort, onSortChange }: TListHeaderCellProps<TRow>) {
  const { sortField, filter } = column;
  const direction = sortDirectionOf(column, sort);
  const sortable = sortField !== undefined && onSortChange !== undefined;
  return (
    <th
      scope="col"
      aria-sort={
        sortable ? (direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none') : undefined
      }
      className={`px-3 py-2 first:pl-4 ${headerText} ${column.className ?? ''}`}
    >
      {sortable ? (
        <SortButton
          header={column.header}
          sortField={sortField}
          sort={sort}
          onSortChange={onSortChange}
          place="header"
        />
      ) : filter ? (
        <FilterMenu header={column.header} filter={filter} place="header" />
      ) : (
        column.header
      )}
    </th>
  );
}

type TListControlsProps<TRow> = {
  columns: readonly TListColumn<TRow>[];
  sort: TSort | undefined;
  onSortChange: ((sort: TSort) => void) | undefined;
};

/**
 * Narrow screens show rows as cards without column headers, so the headers' sorts and filters move to a bar of
 * thumb-sized chips above the list.
 */
export function ListControls<TRow>({ columns, sort, onSortChange }: TListControlsProps<TRow>) {
  const controls = columns.filter((column) => (column.sortField && onSortChange) || column.filter);
  if (controls.length === 0) return null;
  return (
    <div role="group" aria-label="Sort and filter" className="flex flex-wrap gap-2 border-b border-gray-200 px-4 py-3">
      {controls.map((column) =>
        column.sortField && onSortChange ? (
          <SortButton
            key={column.id}
            header={column.header}
            sortField={column.sortField}
            sort={sort}
            onSortChange={onSortChange}
            place="bar"
          />
        ) : column.filter ? (
          <FilterMenu key={column.id} header={column.header} filter={column.filter} place="bar" />
        ) : null,
      )}
    </div>
  );
}
