import { AUDIT_PAGE_SIZE, type TAuditEntry, type TAuditResponse } from '@docverify/contract/admin/audit';
import type { AppContext } from '../../context';
import { readListPage, searchTerm } from '../../db/list-page';
import {
  auditEntriesBySeq,
  auditFetch,
  countAuditEntries,
  type AuditFilter,
  type AuditListRow,
} from './admin-audit.repository';

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

/** `GET /system/admin/audit`: newest first, 20 a page, counted from the tallies (decision 016). */
export async function listAudit(
  ctx: AppContext,
  input: { filter: AuditFilter; page: number; cursor: string | undefined },
): Promise<TAuditResponse> {
  const filter: AuditFilter = { ...input.filter, search: searchTerm(input.filter.search) };
  const { rows, info } = await readListPage(
    ctx.db,
    {
      table: 'audit_log',
      term: filter.search,
      listed: await countAuditEntries(ctx.db, filter),
      fetchFor: (search) => auditFetch(ctx.db, filter, search),
      identity: ['audit', filter.entityType, filter.from, filter.to],
    },
    { page: input.page, cursor: input.cursor, pageSize: AUDIT_PAGE_SIZE },
  );
  const entries = await auditEntriesBySeq(
    ctx.db,
    rows.map((row) => row.seq),
  );
  return { data: entries.map(presentAuditEntry), ...info };
}
