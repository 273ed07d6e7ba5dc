import type { TStaff } from '@docverify/contract/staff/staff';
import { InitialsAvatar } from '@/components/list/row-parts';
import type { TListColumn } from '@/components/list/types';

export const staffName = (staff: TStaff) => `${staff.lastName} ${staff.firstName}`;

const badge = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset';

/** Invited members have not set a password yet: that matters more than the switch's position. */
function StaffStatusBadge({ staff }: { staff: TStaff }) {
  if (staff.status === 'inactive')
    return <span className={`${badge} bg-gray-100 text-gray-700 ring-gray-500/30`}>Inactive</span>;
  if (staff.invited) return <span className={`${badge} bg-amber-50 text-amber-800 ring-amber-600/30`}>Invited</span>;
  return <span className={`${badge} bg-green-50 text-green-800 ring-green-600/30`}>Active</span>;
}

export const staffColumns: TListColumn<TStaff>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (staff) => (
      <span className="flex items-center gap-3">
        <InitialsAvatar lastName={staff.lastName} firstName={staff.firstName} />
        {staffName(staff)}
      </span>
    ),
  },
  { id: 'email', header: 'E-mail', cell: (staff) => staff.email, className: 'hidden sm:table-cell' },
  { id: 'status', header: 'Status', cell: (staff) => <StaffStatusBadge staff={staff} /> },
];
