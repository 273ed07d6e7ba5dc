import { MenuButton, MenuItem } from '@headlessui/react';
import { EllipsisVerticalIcon } from '@heroicons/react/24/solid';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { DropdownMenu } from '@/components/dropdown-menu';
import type { TRowActions } from '@/components/list/types';

type TRowActionMenuProps<TRow> = { row: TRow; rowName: string; actions: TRowActions<TRow> };

/** How a person first opened a row's menu: a click (mouse, touch, screen reader) or one of the menu's keys. */
type TOpening = { by: 'click' } | { by: 'key'; key: string };

// The keys Headless UI's MenuButton opens its menu on.
const openingKeys = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

const buttonClass =
  'inline-flex items-center justify-center rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-green-600 touch:size-11';

/**
 * A row's Review / Edit / Delete menu. Until it is first used the row shows a plain button looking and named the
 * same (docs/decisions/041-row-menus-made-on-first-use.md): a Headless UI menu builds its state machine and
 * floating-position hooks when it renders, and a list's nine menus were about a third of the render that shows
 * its rows on a phone (issue 11). The first click or opening key makes the real menu and replays that opening on
 * it, so a person cannot tell the difference; focus moves to the real button.
 */
export function RowActionMenu<TRow>({ row, rowName, actions }: TRowActionMenuProps<TRow>) {
  const [opening, setOpening] = useState<TOpening | null>(null);
  const entries = [
    { label: 'Review', run: actions.review, danger: false },
    { label: 'Edit', run: actions.edit, danger: false },
    { label: 'Delete', run: actions.delete, danger: true },
  ].filter((entry) => entry.run !== undefined);
  if (entries.length === 0) return null;

  const label = `Actions for ${rowName}`;
  if (opening === null) {
    const openByKey = (event: KeyboardEvent<HTMLButtonElement>) => {
      if (!openingKeys.has(event.key)) return;
      // Enter would also click the button; the real menu opens from the key itself, as Headless UI does.
      event.preventDefault();
      setOpening({ by: 'key', key: event.key });
    };
    return (
      <button
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        className={buttonClass}
        onClick={() => setOpening({ by: 'click' })}
        onKeyDown={openByKey}
      >
        <EllipsisVerticalIcon aria-hidden="true" className="size-5" />
      </button>
    );
  }

  return (
    <DropdownMenu
      anchor="bottom end"
      itemsClassName="z-40 w-36 rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-black/5 [--anchor-gap:0.25rem] focus:outline-none"
      button={<OpeningMenuButton label={label} opening={opening} />}
    >
      {entries.map((entry) => (
        <MenuItem key={entry.label}>
          <button
            type="button"
            onClick={() => entry.run?.(row)}
            className={`block w-full px-3 py-2 text-left data-focus:bg-gray-50 touch:min-h-11 ${entry.danger ? 'text-red-600' : 'text-gray-800'}`}
          >
            {entry.label}
          </button>
        </MenuItem>
      ))}
    </DropdownMenu>
  );
}

/** The real menu button, which on mounting takes focus and opens as the plain one was asked to. */
function OpeningMenuButton({ label, opening }: { label: string; opening: TOpening }) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const element = button.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    // A click with no pointer press before it toggles Headless UI's menu, whatever the pointer was.
    if (opening.by === 'click') element.click();
    else
      element.dispatchEvent(
        new globalThis.KeyboardEvent('keydown', { key: opening.key, bubbles: true, cancelable: true }),
      );
    // Only the first mount replays: later renders are the menu's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <MenuButton ref={button} aria-label={label} className={buttonClass}>
      <EllipsisVerticalIcon aria-hidden="true" className="size-5" />
    </MenuButton>
  );
}
