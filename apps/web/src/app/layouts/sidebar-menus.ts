import type { TUser } from '@docverify/contract/auth/user';
import {
  BanknotesIcon,
  ClockIcon,
  Cog6ToothIcon,
  DocumentCheckIcon,
  DocumentTextIcon,
  HomeIcon,
  UserCircleIcon,
  UserGroupIcon,
  UsersIcon,
} from '@heroicons/react/24/outline';
import type { ComponentType, SVGProps } from 'react';
import { paths } from '@/config/paths';
import { roleOfUser } from '@/lib/auth/roles';

export type TMenuItem = {
  label: string;
  to: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Only active on the exact path, for a home whose children have their own entries. */
  end?: boolean;
};

// Spec section 2, "Sidebar menus": labels and order exactly as listed (including its lower-case
// 'dashboard' for administrators and individuals).

const adminMenu: TMenuItem[] = [
  { label: 'dashboard', to: paths.admin.dashboard.getHref(), icon: HomeIcon },
  { label: 'Transactions History', to: paths.admin.transactions.getHref(), icon: BanknotesIcon },
  { label: 'Manage Documents', to: paths.admin.documents.getHref(), icon: DocumentTextIcon },
  { label: 'Manage Users', to: paths.admin.users.getHref(), icon: UsersIcon },
  { label: 'Manage Service', to: paths.admin.service.getHref(), icon: Cog6ToothIcon },
  { label: 'Profile', to: paths.admin.account.getHref(), icon: UserCircleIcon },
];

const individualMenu: TMenuItem[] = [
  { label: 'dashboard', to: paths.individual.dashboard.getHref(), icon: HomeIcon, end: true },
  { label: 'Verify Documents', to: paths.individual.verifyDocument.getHref(), icon: DocumentCheckIcon },
  { label: 'Transactions History', to: paths.individual.transactions.getHref(), icon: BanknotesIcon },
  { label: 'Manage Documents', to: paths.individual.documents.getHref(), icon: DocumentTextIcon },
  { label: 'Profile', to: paths.individual.account.getHref(), icon: UserCircleIcon },
];

function organisationMenu(user: TUser): TMenuItem[] {
  const menu: TMenuItem[] = [
    { label: 'Dashboard', to: paths.org.dashboard.getHref(), icon: HomeIcon },
    { label: 'Verify Documents', to: paths.org.verifyDocument.getHref(), icon: DocumentCheckIcon },
  ];
  // Staff act on their organisation's documents but cannot manage staff (the server's policy says who may).
  if (user.can.manageStaff) {
    menu.push({ label: 'Manage Staff', to: paths.org.staff.getHref(), icon: UserGroupIcon });
  }
  menu.push(
    { label: 'Document History', to: paths.org.transactions.getHref(), icon: ClockIcon },
    { label: 'Manage Documents', to: paths.org.documents.getHref(), icon: DocumentTextIcon },
    { label: 'Profile', to: paths.org.account.getHref(), icon: UserCircleIcon },
  );
  if (user.can.seeCharges) {
    menu.push({ label: 'Manage Service', to: paths.org.service.getHref(), icon: Cog6ToothIcon });
  }
  return menu;
}

export function menuFor(user: TUser): TMenuItem[] {
  switch (roleOfUser(user)) {
    case 'admin':
      return adminMenu;
    case 'organisation':
      return organisationMenu(user);
    case 'individual':
      return individualMenu;
  }
}
