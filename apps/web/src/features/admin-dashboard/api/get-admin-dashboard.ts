import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

// GET /api/system/admin/dashboard: the whole service at a glance.

// The schema loads beside the request: the router's loader asks for this answer with the app's first code.
const answer = () => import('@docverify/contract/admin/dashboard').then((module) => module.ZAdminDashboardResponse);

export function getAdminDashboard() {
  return http.get('/system/admin/dashboard', answer);
}

export const adminDashboardQueryOptions = () =>
  queryOptions({ queryKey: ['admin-dashboard'], queryFn: getAdminDashboard });

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions());
}
