import type { TReferredUser } from '@docverify/contract/referrals/referrals';
import { useListSearchParams } from '@/components/list/list-search-params';
import { ListCard } from '@/components/list/list-card';
import { ListTable } from '@/components/list/list-table';
import { InitialsAvatar } from '@/components/list/row-parts';
import type { TListColumn } from '@/components/list/types';
import { formatDateTime } from '@/lib/format';
import { useReferredUsers } from '@/features/referrals/api/get-referred-users';
import { ReferralSection } from '@/features/referrals/components/referral-section';

const userName = (user: TReferredUser) => `${user.lastName} ${user.firstName}`;

const columns: TListColumn<TReferredUser>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (user) => (
      <span className="flex items-center gap-3">
        <InitialsAvatar lastName={user.lastName} firstName={user.firstName} />
        {userName(user)}
      </span>
    ),
  },
  { id: 'email', header: 'E-mail', cell: (user) => user.email },
  { id: 'joined', header: 'Date Joined', cell: (user) => formatDateTime(user.createdAt) },
];

/** /org/referrals/user: the people who signed up through the organisation's referral link. */
export function Component() {
  const list = useListSearchParams([]);
  const users = useReferredUsers({ page: list.page, cursor: list.cursor, search: list.search || undefined });
  const response = users.data;

  return (
    <ReferralSection title="Referred Users">
      <ListCard
        search={{
          title: 'Users',
          value: list.search,
          onSearch: list.setSearch,
          placeholder: 'Name or e-mail',
        }}
        error={users.isError ? { text: 'Could not fetch referral', onRetry: () => void users.refetch() } : null}
        pageInfo={response}
        onPageChange={list.setPage}
      >
        <ListTable
          caption="Referred Users"
          rows={response?.data ?? []}
          rowKey={(user) => user.id}
          rowName={userName}
          columns={columns}
          emptyText="No Users Available"
          loading={users.isPending}
        />
      </ListCard>
    </ReferralSection>
  );
}
