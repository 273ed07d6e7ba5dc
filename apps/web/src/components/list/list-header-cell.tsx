import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { CheckIcon, ChevronDownIcon, ChevronUpIcon, FunnelIcon } from '@heroicons/react/20/solid';
import type { TListColumn, TSort } from '@/components/list/types';

type TListHeaderCellProps<TRow> = {
  column: TListColumn<TRow>;
  sort: TSort | undefined;
  onSortChange: ((sort: TSort) => void) | undefined;
};

const headerText = 'text-left text-xs font-semibold tracking-wide text-gray-600 uppercase';
const headerButton =
  'inline-flex items-center gap-1 rounded uppercase hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-green-600';

/** A column header: plain, sortable (click ascending, again descending) or a dropdown filter. */
export function ListHeaderCell<TRow>({ column, sort, onSortChange }: TListHeaderCellProps<TRow>) {
  const { sortField, filter } = column;

  if (sortField && onSortChange) {
    const direction = sort?.field === sortField ? sort.direction : undefined;
    const next = direction === 'asc' ? 'desc' : 'asc';
    const Arrow = direction === 'desc' ? ChevronDownIcon : ChevronUpIcon;
    return (
      <th
        scope="col"
        aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
        className={`px-4 py-3 ${headerText} ${column.className ?? ''}`}
      >
        <button
          type="button"
          className={headerButton}
          onClick={() => onSortChange({ field: sortField, direction: next })}
        >
          {column.header}
          <Arrow aria-hidden="true" className={`size-4 ${direction ? 'text-green-700' : 'text-gray-300'}`} />
        </button>
      </th>
    );
  }

  if (filter) {
    const active = filter.value !== undefined;
    const choices = [{ value: undefined, label: filter.allLabel }, ...filter.options];
    return (
      <th scope="col" className={`px-4 py-3 ${headerText} ${column.className ?? ''}`}>
        <Menu>
          <MenuButton className={headerButton}>
            {column.header}
            {/* The space keeps the accessible name 'Details (filtered)'. */}{' '}
            {active ? (
              <span className="text-green-700 normal-case">(filtered)</span>
            ) : (
              <FunnelIcon aria-hidden="true" className="size-4 text-gray-400" />
            )}
          </MenuButton>
          <MenuItems
            anchor="bottom start"
            className="z-40 max-h-72 w-60 overflow-y-auto rounded-md bg-white py-1 text-sm font-normal tracking-normal text-gray-800 normal-case shadow-lg ring-1 ring-black/5 [--anchor-gap:0.25rem] focus:outline-none"
          >
            {choices.map((choice) => {
              const selected = choice.value === filter.value;
              return (
                <MenuItem key={choice.value ?? ''}>
                  <button
                    type="button"
                    onClick={() => filter.onChange(choice.value)}
                    className="flex w-full items-center justify-between gap-2 px-3 py-2 text-left data-focus:bg-green-50"
                  >
                    {choice.label}
                    {selected ? <CheckIcon aria-label="Selected" className="size-4 text-green-700" /> : null}
                  </button>
                </MenuItem>
              );
            })}
          </MenuItems>
        </Menu>
      </th>
    );
  }

  return (
    <th scope="col" className={`px-4 py-3 ${headerText} ${column.className ?? ''}`}>
      {column.header}
    </th>
  );
}
