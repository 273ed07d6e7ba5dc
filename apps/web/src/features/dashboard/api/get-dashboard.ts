import { ZDashboardResponse } from '@docverify/contract/documents/list-answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

// GET /api/user/dashboard: the caller's requests counted by status, the latest few, and money spent.

export function getDashboard() {
  return http.get('/user/dashboard', ZDashboardResponse);
}

export const dashboardQueryOptions = queryOptions({ queryKey: ['dashboard'], queryFn: getDashboard });

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
