import { listStaff } from '@docverify/contract/staff/operations';
import type { TStaffListRequest } from '@docverify/contract/staff/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// One page (9 rows) of the organisation's staff, searched by the server.

/** Every staff query starts with this key, so a change to any member refreshes them all. */
export const staffKey = ['staff'] as const;

export function getStaff(body: TStaffListRequest) {
  return callOperation(listStaff, { body });
}

export function staffQueryOptions(body: TStaffListRequest) {
  return queryOptions({
    queryKey: [...staffKey, 'list', body],
    queryFn: () => getStaff(body),
    // The previous page stays on screen while the next one loads, so paging does not flash.
    placeholderData: keepPreviousData,
  });
}

export function useStaff(body: TStaffListRequest) {
  return useQuery(staffQueryOptions(body));
}
