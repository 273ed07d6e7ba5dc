import { getOrgDashboardSummary } from '@docverify/contract/org-dashboard/operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// The organisation's received and sent counts, its oldest waiting requests, its turnaround so far and the revenue
// from its surcharges.

export function getOrgDashboard() {
  return callOperation(getOrgDashboardSummary, {});
}

export const orgDashboardQueryOptions = queryOptions({ queryKey: ['org-dashboard'], queryFn: getOrgDashboard });

export function useOrgDashboard() {
  return useQuery(orgDashboardQueryOptions);
}
