import type { TStaff } from '@docverify/contract/staff/staff';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useListSearchParams } from '@/components/list/list-search-params';
import { ListCard } from '@/components/list/list-card';
import { ListTable } from '@/components/list/list-table';
import { SlideOver } from '@/components/slide-over';
import { TextLink } from '@/components/text-link';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/http';
import { useDeleteStaff } from '@/features/staff/api/delete-staff';
import { useStaff } from '@/features/staff/api/get-staff';
import { useUpdateStaff } from '@/features/staff/api/update-staff';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EditStaffForm } from '@/features/staff/components/edit-staff-form';
import { staffColumns, staffName } from '@/features/staff/components/staff-columns';

const TITLE = 'All Staff';

/** The organisation's staff: search, pages, the switch to (de)activate, and Edit and Delete in the row menu. */
export function Component() {
  const list = useListSearchParams([]);
  const staff = useStaff({ page: list.page, cursor: list.cursor, search: list.search || undefined });
  const update = useUpdateStaff();
  const remove = useDeleteStaff();
  // Kept while the panel or dialog closes, so its content does not vanish mid-transition.
  const [editing, setEditing] = useState<{ open: boolean; staff: TStaff | null }>({ open: false, staff: null });
  const [deleting, setDeleting] = useState<{ open: boolean; staff: TStaff | null }>({ open: false, staff: null });
  const response = staff.data;

  const setActive = (member: TStaff, active: boolean) =>
    update.mutate(
      { staff_id: member.id, status: active ? 'active' : 'inactive' },
      {
        onSuccess: () => toast.success(`${staffName(member)} is now ${active ? 'active' : 'inactive'}`),
        onError: (error) => toast.error(errorMessage(error, 'Could not update staff')),
      },
    );

  const confirmDelete = () => {
    const member = deleting.staff;
    if (!member) return;
    remove.mutate(
      { staff_id: member.id },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setDeleting((current) => ({ ...current, open: false }));
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not delete staff')),
      },
    );
  };

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-6xl">
      <title>{`${TITLE} · Document and Qualification Verification`}</title>
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-gray-900">
        {TITLE}
      </h1>
      <p className="mt-1 text-sm text-gray-600">
        <TextLink to={paths.org.staff.getHref()}>Add staff</TextLink>
      </p>
      <ListCard
        search={{
          title: 'Staff',
          value: list.search,
          onSearch: list.setSearch,
          placeholder: 'Name, e-mail or phone',
        }}
        error={
          staff.isError
            ? { text: errorMessage(staff.error, 'Could not fetch staff'), onRetry: () => void staff.refetch() }
            : null
        }
        pageInfo={response}
        onPageChange={list.setPage}
      >
        <ListTable
          caption={TITLE}
          rows={response?.data ?? []}
          rowKey={(member) => member.id}
          rowName={staffName}
          columns={staffColumns}
          emptyText="No Staff Available"
          loading={staff.isPending}
          toggle={{
            label: 'Active',
            // An invited member is not active until they set a password; deleting them withdraws the invitation.
            checked: (member) => member.status === 'active' && !member.invited,
            onChange: setActive,
            disabled: (member) => member.invited || (update.isPending && update.variables.staff_id === member.id),
          }}
          actions={{
            edit: (member) => setEditing({ open: true, staff: member }),
            delete: (member) => setDeleting({ open: true, staff: member }),
          }}
        />
      </ListCard>
      <SlideOver
        open={editing.open}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
        title="Edit staff"
      >
        {editing.staff ? (
          <EditStaffForm
            key={editing.staff.id}
            staff={editing.staff}
            onDone={() => setEditing((current) => ({ ...current, open: false }))}
          />
        ) : null}
      </SlideOver>
      <ConfirmDialog
        open={deleting.open}
        title="Delete staff"
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting((current) => ({ ...current, open: false }))}
      >
        {deleting.staff ? `${staffName(deleting.staff)} will no longer be able to sign in.` : null}
      </ConfirmDialog>
    </section>
  );
}
