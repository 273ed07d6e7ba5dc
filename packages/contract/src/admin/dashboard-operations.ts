import { defineOperation } from '../operation';
import { ZAdminDashboardResponse } from './dashboard';

export const getAdminDashboard = defineOperation({
  method: 'GET',
  path: '/api/system/admin/dashboard',
  tag: 'admin',
  summary:
    'The service at a glance: documents by status, requests and confirmed revenue per day over 30 days, ' +
    'bodies awaiting verification, the oldest waiting requests and recent failed payments',
  access: 'administrator',
  success: { status: 200, schema: ZAdminDashboardResponse },
  errors: [401, 403],
});
