import { ZOrgDashboardSummary } from '@docverify/contract/org-dashboard/summary';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

// GET /api/org/dashboard/summary: the organisation's received and sent counts, its oldest waiting requests, its
// turnaround so far and the revenue from its surcharges.

export function getOrgDashboard() {
  return http.get('/org/dashboard/summary', ZOrgDashboardSummary);
}

export const orgDashboardQueryOptions = queryOptions({ queryKey: ['org-dashboard'], queryFn: getOrgDashboard });

export function useOrgDashboard() {
  return useQuery(orgDashboardQueryOptions);
}
