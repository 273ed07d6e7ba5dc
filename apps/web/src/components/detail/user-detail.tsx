import type { TUser } from '@docverify/contract/auth/user';
import { signupCategoryLabels } from '@docverify/contract/auth/user-kind';
import { DetailList } from '@/components/detail/detail-list';
import { formatDateTime } from '@/lib/format';

const categoryLabels: Record<NonNullable<TUser['category']>, string> = { ...signupCategoryLabels, staff: 'Staff' };

/** Spec section 2, "individual user detail" (rows whose category is indv), with spec section 4's empty dates. */
export function UserDetail({ user }: { user: Omit<TUser, 'can'> }) {
  return (
    <DetailList
      items={[
        { label: 'Name', value: `${user.lastName} ${user.firstName}` },
        { label: 'E-mail', value: user.email },
        { label: 'Phone', value: user.phone },
        { label: 'Category', value: user.category ? categoryLabels[user.category] : null },
        { label: 'Account status', value: user.status === 'active' ? 'Active' : 'Inactive' },
        { label: 'Last login', value: formatDateTime(user.lastLoginAt, 'yet to login') },
        { label: 'Last update', value: formatDateTime(user.updatedAt, 'no update yet') },
        { label: 'Date Created', value: formatDateTime(user.createdAt) },
      ]}
    />
  );
}
