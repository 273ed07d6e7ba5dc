import { Menu, MenuButton, MenuItems } from '@headlessui/react';
import { useLayoutEffect, useRef, useState, type KeyboardEvent as TKeyboardEvent, type ReactNode } from 'react';

type TDropdownMenuProps = {
  /** The button's accessible name, where what it shows does not give one. */
  label?: string;
  buttonClassName: string;
  /** What the button shows. */
  buttonContent: ReactNode;
  /** Where the items open, against the button (Headless UI's `anchor`). */
  anchor: 'bottom start' | 'bottom end';
  itemsClassName: string;
  /** The `MenuItem`s (and any heading) shown while open. */
  children: ReactNode;
};

/** How a person first opened the menu: a click (mouse, touch, screen reader) or one of the menu's keys. */
type TOpening = { by: 'click' } | { by: 'key'; key: string };

// The keys Headless UI's MenuButton opens its menu on.
const openingKeys = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A Headless UI menu, made when first used (docs/decisions/041-menus-made-on-first-use.md). Until then it is a
 * plain button named, styled and announced as the menu's closed button: a Headless UI menu builds its state
 * machine and floating-position hooks whenever it renders, and a list renders one per row besides its filters
 * and the user menu (issue 11). The first click or opening key makes the real menu and replays that opening on
 * it, and focus moves to the real button. Its items exist only while it is open (its `static` items under the
 * menu's open state, the library's own pattern for controlling their visibility): a closed menu otherwise still
 * ran its items' floating, portal and transition hooks (decision 030).
 */
export function DropdownMenu({
  label,
  buttonClassName,
  buttonContent,
  anchor,
  itemsClassName,
  children,
}: TDropdownMenuProps) {
  const [opening, setOpening] = useState<TOpening | null>(null);

  if (opening === null) {
    const openByKey = (event: TKeyboardEvent<HTMLButtonElement>) => {
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
        className={buttonClassName}
        onClick={() => setOpening({ by: 'click' })}
        onKeyDown={openByKey}
      >
        {buttonContent}
      </button>
    );
  }

  return (
    <Menu>
      {({ open }) => (
        <>
          <OpeningMenuButton label={label} className={buttonClassName} opening={opening}>
            {buttonContent}
          </OpeningMenuButton>
          {open && (
            <MenuItems static anchor={anchor} className={itemsClassName}>
              {children}
            </MenuItems>
          )}
        </>
      )}
    </Menu>
  );
}

type TOpeningMenuButtonProps = { label?: string; className: string; opening: TOpening; children: ReactNode };

/** The real menu button, which on mounting takes focus and opens as the plain one was asked to. */
function OpeningMenuButton({ label, className, opening, children }: TOpeningMenuButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const element = button.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    // A click with no pointer press before it toggles Headless UI's menu, whatever the pointer was.
    if (opening.by === 'click') element.click();
    else element.dispatchEvent(new KeyboardEvent('keydown', { key: opening.key, bubbles: true, cancelable: true }));
    // `opening` is set once, so this runs once: later renders are the menu's own.
  }, [opening]);
  return (
    <MenuButton ref={button} aria-label={label} className={className}>
      {children}
    </MenuButton>
  );
}
