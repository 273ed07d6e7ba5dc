import { getRequesterDashboard } from '@docverify/contract/documents/list-operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// The caller's requests counted by status, the latest few, and money spent.

export function getDashboard() {
  return callOperation(getRequesterDashboard, {});
}

export const dashboardQueryOptions = queryOptions({ queryKey: ['dashboard'], queryFn: getDashboard });

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
