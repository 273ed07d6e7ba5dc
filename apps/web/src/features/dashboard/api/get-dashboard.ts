import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { dashboardAnswer } from '@/lib/list-answer-schemas';

// GET /api/user/dashboard: the caller's requests counted by status, the latest few, and money spent.

export function getDashboard() {
  return http.get('/user/dashboard', dashboardAnswer);
}

export const dashboardQueryOptions = queryOptions({ queryKey: ['dashboard'], queryFn: getDashboard });

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
