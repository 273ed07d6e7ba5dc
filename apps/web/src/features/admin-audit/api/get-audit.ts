import { ZAuditResponse, type TAuditEntityType } from '@docverify/contract/admin/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPageRequest } from '@/components/list/page-info';
import { http } from '@/lib/http';

// GET /api/system/admin/audit: the append-only trail of changes, newest first, 20 a page.

export type TAuditFilter = TPageRequest & {
  search: string;
  entityType: TAuditEntityType | undefined;
  /** Days (YYYY-MM-DD), both included. */
  from?: string | undefined;
  to?: string | undefined;
};

export function getAudit({ page, cursor, search, entityType, from, to }: TAuditFilter) {
  const query = new URLSearchParams({ page: String(page) });
  if (cursor) query.set('cursor', cursor);
  if (search) query.set('search', search);
  if (entityType) query.set('entity_type', entityType);
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  return http.get(`/system/admin/audit?${query.toString()}`, ZAuditResponse);
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
