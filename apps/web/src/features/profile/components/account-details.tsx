import type { TUser } from '@docverify/contract/auth/user';
import { isAdmin, signupCategoryLabels } from '@docverify/contract/auth/user-kind';
import { formatDateTime } from '@/lib/format';

function kindOf(user: TUser): string {
  if (isAdmin(user)) return user.system_admin_type === '1' ? 'Super administrator' : 'Administrator';
  if (user.category === 'staff') return 'Staff';
  return user.category ? signupCategoryLabels[user.category] : 'Not set';
}

/** What the account holds, read-only; spec section 4 fixes the texts for the empty dates. */
export function AccountDetails({ user }: { user: TUser }) {
  const rows: [string, string][] = [
    ['Name', `${user.firstName} ${user.lastName}`],
    ['E-mail', user.email],
    ['Phone', user.phone ?? 'Not given'],
    ['Category', kindOf(user)],
    ...(user.organisation ? [['Organization name', user.organisation.name] as [string, string]] : []),
    ['Status', user.status === 'active' ? 'Active' : 'Inactive'],
    ['Last login', formatDateTime(user.lastLoginAt, 'yet to login')],
    ['Last updated', formatDateTime(user.updatedAt, 'no update yet')],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="font-medium text-gray-600">{label}</dt>
          <dd className="mt-0.5 break-words text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
