import { AUDIT_PAGE_SIZE, type TAuditEntry, type TAuditResponse } from '@docverify/contract/admin/audit';
import type { AppContext } from '../../context';
import { searchedList } from '../../db/searched-list';
import { decodeCursor, listFingerprint } from '../../lib/paging/cursor';
import { resolvePage } from '../../lib/paging/resolve-page';
import {
  auditCondition,
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
  const filter: AuditFilter = { ...input.filter, search: input.filter.search?.trim().toLowerCase() || undefined };
  const { fetch, total, totalExact } = await searchedList(ctx.db, {
    table: 'audit_log',
    term: filter.search,
    listed: await countAuditEntries(ctx.db, filter),
    fetchFor: (candidates) => auditFetch(ctx.db, filter, candidates),
    where: (eb) => auditCondition(eb, filter),
    order: { columns: ['created_at', 'seq'], direction: 'desc' },
  });
  const fingerprint = listFingerprint(['audit', filter]);
  const { rows, info } = await resolvePage({
    page: input.page,
    pageSize: AUDIT_PAGE_SIZE,
    cursor: decodeCursor(input.cursor, fingerprint),
    fingerprint,
    total,
    totalExact,
    fetch,
    keyOf: (row) => row.key,
  });
  const entries = await auditEntriesBySeq(
    ctx.db,
    rows.map((row) => row.seq),
  );
  return { data: entries.map(presentAuditEntry), ...info };
}
