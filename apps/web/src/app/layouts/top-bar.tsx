import type { TUser } from '@docverify/contract/auth/user';
import type { ReactNode } from 'react';
import { signupCategoryLabels } from '@docverify/contract/auth/user-kind';
import { useCurrentUser } from '@/lib/auth/current-user';
import { roleOfUser } from '@/lib/auth/roles';
import { UserMenu } from '@/app/layouts/user-menu';

/** Who the user is acting as: an administrator, an organisation (or its staff), or an individual kind. */
function actingAs(user: TUser): string {
  switch (roleOfUser(user)) {
    case 'admin':
      return user.system_admin_type === '1' ? 'Super administrator' : 'Administrator';
    case 'organisation': {
      const name = user.organisation?.name ?? 'Organisation';
      return user.category === 'staff' ? `${name} · Staff` : name;
    }
    case 'individual':
      return user.category && user.category !== 'staff' ? signupCategoryLabels[user.category] : 'Individual';
  }
}

/** The bar above the page: on a phone the menu's toggle, then who the user acts as, then their menu. */
export function TopBar({ menu }: { menu?: ReactNode }) {
  const user = useCurrentUser();
  return (
    <header className="flex h-16 shrink-0 items-center justify-between gap-3 border-b border-gray-200 bg-white px-2 sm:px-4 lg:px-8">
      {menu}
      <p className="min-w-0 flex-1 truncate text-sm font-medium text-gray-600">
        {user.data ? actingAs(user.data) : null}
      </p>
      <UserMenu />
    </header>
  );
}
