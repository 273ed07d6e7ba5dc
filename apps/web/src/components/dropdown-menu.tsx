import { Menu, MenuButton, MenuItems } from '@headlessui/react';
import type { ReactNode } from 'react';

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

/**
 * Every menu of the app (row actions, column filters, the user menu): Headless UI's `Menu` as its documentation
 * composes it, with the app's look. Headless UI gives the roles, the keyboard (Enter, Space and the arrows open it
 * on the first or last item, Escape closes it back to the button) and the anchoring; its items are rendered only
 * while it is open.
 */
export function DropdownMenu({
  label,
  buttonClassName,
  buttonContent,
  anchor,
  itemsClassName,
  children,
}: TDropdownMenuProps) {
  return (
    <Menu>
      <MenuButton aria-label={label} className={buttonClassName}>
        {buttonContent}
      </MenuButton>
      <MenuItems anchor={anchor} className={itemsClassName}>
        {children}
      </MenuItems>
    </Menu>
  );
}
