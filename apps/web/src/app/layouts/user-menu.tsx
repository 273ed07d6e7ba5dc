import { MenuItem } from '@headlessui/react';
import { ArrowRightStartOnRectangleIcon } from '@heroicons/react/24/outline';
import { DropdownMenu } from '@/components/dropdown-menu';
import { useCurrentUser } from '@/lib/auth/current-user';
import { useLogout } from '@/lib/auth/logout';
import { initials } from '@/lib/format';

/** Spec section 2, top bar: an avatar with the user's initials opening last name, first name, e-mail, Logout. */
export function UserMenu() {
  const user = useCurrentUser();
  const logout = useLogout();

  if (!user.data) {
    return <div aria-hidden="true" className="size-10 animate-pulse rounded-full bg-gray-200" />;
  }
  const { firstName, lastName, email } = user.data;

  return (
    <DropdownMenu
      anchor="bottom end"
      itemsClassName="z-50 mt-2 w-64 rounded-md bg-white py-1 shadow-lg ring-1 ring-black/5 [--anchor-gap:0.5rem] focus:outline-none"
      label="Open user menu"
      buttonClassName="flex size-10 items-center justify-center rounded-full bg-green-700 text-sm font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-600 data-open:bg-green-800"
      buttonContent={initials(firstName, lastName)}
    >
      <div className="border-b border-gray-100 px-4 py-3">
        <p className="truncate text-sm font-semibold text-gray-900">
          {lastName} {firstName}
        </p>
        <p className="truncate text-sm text-gray-500">{email}</p>
      </div>
      <MenuItem>
        <button
          type="button"
          onClick={logout}
          className="flex w-full items-center gap-2 px-4 py-2 text-left text-sm font-semibold text-red-600 data-focus:bg-red-50"
        >
          <ArrowRightStartOnRectangleIcon aria-hidden="true" className="size-5" />
          Logout
        </button>
      </MenuItem>
    </DropdownMenu>
  );
}
