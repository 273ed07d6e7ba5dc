import type { TCompany, TManagedUser } from '@docverify/contract/admin/users';
import { signupCategoryLabels } from '@docverify/contract/auth/user-kind';
import { InitialsAvatar } from '@/components/list/row-parts';
import type { TListColumn } from '@/components/list/types';

export const personName = (user: { lastName: string; firstName: string }) => `${user.lastName} ${user.firstName}`;

const badge = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset';

/**
 * An account's state as administrators read it: 'Unconfirmed' while its sign-up code was never entered (it can
 * sign in to nothing yet), else active or inactive.
 */
export function accountStatusLabel(account: { status: 'active' | 'inactive'; confirmed: boolean }) {
  if (account.status === 'inactive') return 'Inactive';
  return account.confirmed ? 'Active' : 'Unconfirmed';
}

export function AccountStatusBadge({
  account,
}: {
  account: { status: 'active' | 'inactive'; confirmed: boolean } | null | undefined;
}) {
  if (!account) return <span className="text-xs text-gray-500">No account</span>;
  const label = accountStatusLabel(account);
  const tone = {
    Active: 'bg-green-50 text-green-800 ring-green-600/30',
    Unconfirmed: 'bg-amber-50 text-amber-800 ring-amber-600/30',
    Inactive: 'bg-gray-100 text-gray-700 ring-gray-500/30',
  }[label];
  return <span className={`${badge} ${tone}`}>{label}</span>;
}

const nameColumn: TListColumn<TManagedUser> = {
  id: 'name',
  header: 'Name',
  cell: (user) => (
    <span className="flex items-center gap-3">
      <InitialsAvatar lastName={user.lastName} firstName={user.firstName} />
      {personName(user)}
    </span>
  ),
};

const statusColumn: TListColumn<TManagedUser> = {
  id: 'status',
  header: 'Status',
  cell: (user) => <AccountStatusBadge account={user} />,
};

export const adminColumns: TListColumn<TManagedUser>[] = [
  nameColumn,
  {
    id: 'type',
    header: 'Type',
    cell: (user) => (user.system_admin_type === '1' ? 'Super administrator' : 'Administrator'),
  },
  statusColumn,
];

export const individualColumns: TListColumn<TManagedUser>[] = [
  nameColumn,
  {
    id: 'category',
    header: 'Category',
    cell: (user) => (user.category && user.category !== 'staff' ? signupCategoryLabels[user.category] : ''),
  },
  {
    id: 'referred',
    header: 'Referred by',
    cell: (user) => user.referredBy ?? '—',
    className: 'hidden md:table-cell',
  },
  statusColumn,
];

export const companyName = (company: TCompany) => company.company_name;

const verifierStatusLabels: Record<TCompany['verifier_status'], string> = {
  unverified: 'Unverified',
  verified: 'Verified',
  rejected: 'Rejected',
  suspended: 'Suspended',
};

export const companyColumns: TListColumn<TCompany>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (company) => (
      <span className="flex items-center gap-3">
        <InitialsAvatar
          lastName={company.account?.lastName ?? company.company_name}
          firstName={company.account?.firstName ?? ''}
        />
        {company.company_name}
      </span>
    ),
  },
  {
    id: 'person',
    header: 'Account',
    cell: (company) => (company.account ? personName(company.account) : '—'),
    className: 'hidden md:table-cell',
  },
  { id: 'verification', header: 'Verification', cell: (company) => verifierStatusLabels[company.verifier_status] },
  { id: 'status', header: 'Status', cell: (company) => <AccountStatusBadge account={company.account} /> },
];
