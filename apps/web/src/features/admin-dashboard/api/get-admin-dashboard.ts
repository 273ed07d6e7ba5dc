import { getAdminDashboard as getAdminDashboardOperation } from '@docverify/contract/admin/dashboard-operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// The whole service at a glance.

export function getAdminDashboard() {
  return callOperation(getAdminDashboardOperation, {});
}

export const adminDashboardQueryOptions = () =>
  queryOptions({ queryKey: ['admin-dashboard'], queryFn: getAdminDashboard });

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions());
}
