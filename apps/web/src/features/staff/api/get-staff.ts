import { ZStaffListResponse, type TStaffListRequest } from '@docverify/contract/staff/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

// POST /api/staff/get/all: one page (9 rows) of the organisation's staff, searched by the server.

/** Every staff query starts with this key, so a change to any member refreshes them all. */
export const staffKey = ['staff'] as const;

export function getStaff(body: TStaffListRequest) {
  return http.post('/staff/get/all', body, ZStaffListResponse);
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
