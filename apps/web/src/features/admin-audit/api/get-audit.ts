import type { TAuditEntityType } from '@docverify/contract/admin/audit';
import { listAudit } from '@docverify/contract/admin/audit-operations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPageRequest } from '@/components/list/page-info';
import { callOperation } from '@/lib/http';

// The append-only trail of changes, newest first, 20 a page.

export type TAuditFilter = TPageRequest & {
  search: string;
  entityType: TAuditEntityType | undefined;
  /** Days (YYYY-MM-DD), both included. */
  from?: string | undefined;
  to?: string | undefined;
};

export function getAudit({ page, cursor, search, entityType, from, to }: TAuditFilter) {
  return callOperation(listAudit, { query: { page, cursor, search, entity_type: entityType, from, to } });
}

export function auditQueryOptions(filter: TAuditFilter) {
  return queryOptions({
    queryKey: ['admin-audit', filter],
    queryFn: () => getAudit(filter),
    placeholderData: keepPreviousData,
  });
}

export function useAudit(filter: TAuditFilter) {
  return useQuery(auditQueryOptions(filter));
}
