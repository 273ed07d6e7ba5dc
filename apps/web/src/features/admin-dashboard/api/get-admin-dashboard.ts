import { ZAdminDashboardResponse } from '@docverify/contract/admin/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

// GET /api/system/admin/dashboard: the whole service at a glance.

export function getAdminDashboard() {
  return http.get('/system/admin/dashboard', ZAdminDashboardResponse);
}

export const adminDashboardQueryOptions = () =>
  queryOptions({ queryKey: ['admin-dashboard'], queryFn: getAdminDashboard });

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions());
}
