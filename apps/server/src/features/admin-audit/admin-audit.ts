import { offsetPageInfo } from '../../lib/paging/page-info';
import { AUDIT_PAGE_SIZE, type TAuditEntry, type TAuditResponse } from '@docverify/contract/admin/audit';
import type { AppContext } from '../../context';
import { listAuditEntries, type AuditFilter, type AuditListRow } from './admin-audit.repository';

const parsed = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

function presentAuditEntry(row: AuditListRow): TAuditEntry {
  return {
    id: row.id,
    actor:
      row.actor_user_id && row.first_name !== null
        ? { id: row.actor_user_id, name: `${row.first_name} ${row.last_name ?? ''}`.trim(), email: row.email ?? '' }
        : null,
    action: row.action,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    before: parsed(row.before_json),
    after: parsed(row.after_json),
    created_at: row.created_at,
  };
}

export async function listAudit(
  ctx: AppContext,
  input: { filter: AuditFilter; page: number },
): Promise<TAuditResponse> {
  const pageSize = AUDIT_PAGE_SIZE;
  const { rows, total } = await listAuditEntries(ctx.db, input.filter, {
    limit: pageSize,
    offset: (input.page - 1) * pageSize,
  });
  return {
    data: rows.map(presentAuditEntry),
    ...offsetPageInfo(input.page, pageSize, total),
  };
}
