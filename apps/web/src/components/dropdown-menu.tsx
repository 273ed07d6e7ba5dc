import { Menu, MenuItems } from '@headlessui/react';
import type { ReactNode } from 'react';

type TDropdownMenuProps = {
  /** The menu's `MenuButton`. */
  button: ReactNode;
  /** Where the items open, against the button (Headless UI's `anchor`). */
  anchor: 'bottom start' | 'bottom end';
  itemsClassName: string;
  /** The `MenuItem`s (and any heading) shown while open. */
  children: ReactNode;
};

/**
 * A Headless UI menu whose items exist only while it is open (its `static` items under the menu's open state,
 * the library's own pattern for controlling their visibility). A closed menu otherwise still ran its items'
 * floating, portal and transition hooks: a list has one menu a row plus its filters and the user menu, and
 * those hooks were ~13 % of its first render on a phone (issue 11). Keyboard, focus and closing behave as
 * Headless UI's.
 */
export function DropdownMenu({ button, anchor, itemsClassName, children }: TDropdownMenuProps) {
  return (
    <Menu>
      {({ open }) => (
        <>
          {button}
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
