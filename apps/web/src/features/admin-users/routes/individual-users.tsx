import type { TManagedUser } from '@docverify/contract/admin/users';
import { useState } from 'react';
import { UserDetail } from '@/components/detail/user-detail';
import { ListCard } from '@/components/list/list-card';
import { useListSearchParams } from '@/components/list/list-search-params';
import { ListTable } from '@/components/list/list-table';
import { SlideOver } from '@/components/slide-over';
import { errorMessage } from '@/lib/http';
import { useAccounts } from '@/features/admin-users/api/get-accounts';
import { individualColumns, personName } from '@/features/admin-users/components/user-columns';
import { useStatusSwitch } from '@/features/admin-users/components/use-status-switch';
import { useResetSecondFactorAction } from '@/features/admin-users/components/reset-second-factor-dialog';
import { UsersPage } from '@/features/admin-users/components/users-page';

const TITLE = 'Individual Users';

/** Individual, student and agent accounts: search, pages, the switch, and Review for the user detail. */
export function Component() {
  const list = useListSearchParams([]);
  const accounts = useAccounts('indv', { page: list.page, cursor: list.cursor, search: list.search || undefined });
  const status = useStatusSwitch();
  const reset = useResetSecondFactorAction();
  const [review, setReview] = useState<{ open: boolean; user: TManagedUser | null }>({ open: false, user: null });
  const response = accounts.data;

  return (
    <UsersPage title={TITLE}>
      <ListCard
        search={{
          title: 'Individuals',
          value: list.search,
          onSearch: list.setSearch,
          placeholder: 'Name, e-mail or phone',
        }}
        error={
          accounts.isError
            ? {
                text: errorMessage(accounts.error, 'Could not fetch individual list'),
                onRetry: () => void accounts.refetch(),
              }
            : null
        }
        pageInfo={response}
        onPageChange={list.setPage}
      >
        <ListTable
          caption={TITLE}
          rows={response?.data ?? []}
          rowKey={(user) => user.id}
          rowName={personName}
          columns={individualColumns}
          emptyText="No Users Available"
          loading={accounts.isPending}
          onRowClick={(user) => setReview({ open: true, user })}
          aside={(user) => ({ primary: user.email })}
          toggle={{
            label: 'Active',
            checked: (user) => user.status === 'active',
            onChange: (user, active) => status.setActive(user.id, personName(user), active),
            disabled: (user) => status.isUpdating(user.id),
          }}
          actions={{
            review: (user) => setReview({ open: true, user }),
            resetSecondFactor: (user) => reset.ask({ id: user.id, name: personName(user) }),
          }}
        />
      </ListCard>
      {reset.dialog}
      <SlideOver
        open={review.open}
        onClose={() => setReview((current) => ({ ...current, open: false }))}
        title="User detail"
      >
        {review.user ? <UserDetail user={review.user} /> : null}
      </SlideOver>
    </UsersPage>
  );
}
