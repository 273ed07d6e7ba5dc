import { defineOperation } from '../operation';
import { ZAuditQuery, ZAuditResponse } from './audit';

export const listAudit = defineOperation({
  method: 'GET',
  path: '/api/system/admin/audit',
  tag: 'admin',
  summary: 'The audit trail, newest first, 20 a page, searchable by action, entity and actor',
  access: 'administrator',
  query: ZAuditQuery,
  success: { status: 200, schema: ZAuditResponse },
  errors: [400, 401, 403],
});
