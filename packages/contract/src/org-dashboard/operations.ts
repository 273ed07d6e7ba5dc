import { defineOperation } from '../operation';
import { ZOrgDashboardSummary } from './summary';

export const getOrgDashboardSummary = defineOperation({
  method: 'GET',
  path: '/api/org/dashboard/summary',
  tag: 'organisations',
  summary:
    "The caller's organisation at a glance: received and sent counts per status, the oldest waiting " +
    'requests, the median turnaround and the revenue from its surcharges',
  access: 'actsForOrganisation',
  success: { status: 200, schema: ZOrgDashboardSummary },
  errors: [401, 403],
});
