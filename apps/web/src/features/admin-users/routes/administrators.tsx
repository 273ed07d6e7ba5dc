import type { TManagedUser } from '@docverify/contract/admin/users';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { UserDetail } from '@/components/detail/user-detail';
import { ListCard } from '@/components/list/list-card';
import { useListSearchParams } from '@/components/list/list-search-params';
import { ListTable } from '@/components/list/list-table';
import { SlideOver } from '@/components/slide-over';
import { useCurrentUser } from '@/lib/auth/current-user';
import { errorMessage } from '@/lib/http';
import { useAccounts } from '@/features/admin-users/api/get-accounts';
import { useUpdateAdmin } from '@/features/admin-users/api/update-admin';
import { EditAdminForm } from '@/features/admin-users/components/edit-admin-form';
import { InviteAdminForm } from '@/features/admin-users/components/invite-admin-form';
import { adminColumns, personName } from '@/features/admin-users/components/user-columns';
import { useResetSecondFactorAction } from '@/features/admin-users/components/reset-second-factor-dialog';
import { UsersPage } from '@/features/admin-users/components/users-page';

const TITLE = 'Administrators';

type TPanel = { open: boolean; mode: 'review' | 'edit'; admin: TManagedUser | null };

/** Every administrator. Only a super administrator (type 1) sees the invitation form, Edit and the switch. */
export function Component() {
  const me = useCurrentUser().data;
  const isSuper = me?.can.manageAdministrators === true;
  const list = useListSearchParams([]);
  const accounts = useAccounts('admin', { page: list.page, cursor: list.cursor, search: list.search || undefined });
  const update = useUpdateAdmin();
  const reset = useResetSecondFactorAction();
  const [panel, setPanel] = useState<TPanel>({ open: false, mode: 'review', admin: null });
  const close = () => setPanel((current) => ({ ...current, open: false }));
  const response = accounts.data;

  const setActive = (admin: TManagedUser, active: boolean) =>
    update.mutate(
      { admin_id: admin.id, status: active ? 'active' : 'inactive' },
      {
        onSuccess: () => toast.success(`${personName(admin)} is now ${active ? 'active' : 'inactive'}`),
        onError: (error) => toast.error(errorMessage(error, 'Could not update administrator')),
      },
    );

  return (
    <UsersPage title={TITLE}>
      {isSuper ? (
        <section aria-labelledby="invite-title" className="mt-6 rounded-xl bg-white p-6 shadow-xs ring-1 ring-gray-200">
          <h2 id="invite-title" className="mb-4 text-base font-semibold text-gray-900">
            Invite administrator
          </h2>
          <InviteAdminForm />
        </section>
      ) : null}
      <ListCard
        search={{
          title: TITLE,
          value: list.search,
          onSearch: list.setSearch,
          placeholder: 'Name, e-mail or phone',
        }}
        error={
          accounts.isError
            ? {
                text: errorMessage(accounts.error, 'Could not fetch admin list'),
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
          rowKey={(admin) => admin.id}
          rowName={personName}
          columns={adminColumns}
          emptyText="No Administrators Available"
          loading={accounts.isPending}
          onRowClick={(admin) => setPanel({ open: true, mode: 'review', admin })}
          aside={(admin) => ({ primary: admin.email })}
          {...(isSuper
            ? {
                toggle: {
                  label: 'Active',
                  checked: (admin: TManagedUser) => admin.status === 'active',
                  onChange: setActive,
                  // Nobody deactivates themself.
                  disabled: (admin: TManagedUser) =>
                    admin.id === me.id || (update.isPending && update.variables.admin_id === admin.id),
                },
              }
            : {})}
          actions={{
            review: (admin) => setPanel({ open: true, mode: 'review', admin }),
            ...(isSuper
              ? {
                  edit: (admin: TManagedUser) => setPanel({ open: true, mode: 'edit', admin }),
                  resetSecondFactor: (admin: TManagedUser) => reset.ask({ id: admin.id, name: personName(admin) }),
                }
              : {}),
          }}
        />
      </ListCard>
      {reset.dialog}
      <SlideOver
        open={panel.open}
        onClose={close}
        title={panel.mode === 'edit' ? 'Edit administrator' : 'Administrator'}
      >
        {panel.admin && panel.mode === 'edit' ? (
          <EditAdminForm key={panel.admin.id} admin={panel.admin} isSelf={panel.admin.id === me?.id} onDone={close} />
        ) : panel.admin ? (
          <UserDetail user={panel.admin} />
        ) : null}
      </SlideOver>
    </UsersPage>
  );
}
