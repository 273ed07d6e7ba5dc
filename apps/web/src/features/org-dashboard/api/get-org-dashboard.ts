import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

// GET /api/org/dashboard/summary: the organisation's received and sent counts, its oldest waiting requests, its
// turnaround so far and the revenue from its surcharges.

// The schema loads beside the request: the router's loader asks for this answer with the app's first code.
const answer = () => import('@docverify/contract/org-dashboard/summary').then((module) => module.ZOrgDashboardSummary);

export function getOrgDashboard() {
  return http.get('/org/dashboard/summary', answer);
}

export const orgDashboardQueryOptions = queryOptions({ queryKey: ['org-dashboard'], queryFn: getOrgDashboard });

export function useOrgDashboard() {
  return useQuery(orgDashboardQueryOptions);
}
