import { AUDIT_PAGE_SIZE, type TAuditEntry, type TAuditResponse } from '@docverify/contract/admin/audit';
import type { AppContext } from '../../context';
import { auditContextOf, auditContexts, parseAuditContext, type AuditContext } from '../audit/audit-context';
import { readListPage, searchTerm } from '../../db/list-page';
import {
  auditEntriesBySeq,
  auditFetch,
  countAuditEntries,
  type AuditFilter,
  type AuditListRow,
} from './admin-audit.repository';

const parsed = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The state a change led to, from the fields the services record: a decision, an account's or a body's status. */
function outcomeOf(after: unknown): string | null {
  const fields = record(after);
  return (
    text(fields.status) ??
    text(fields.verification_status) ??
    text(fields.transcript_access) ??
    text(fields.outcome) ??
    null
  );
}

/**
 * The names stored with the entry (since migration 012), else the record's names now, else what the entry itself
 * recorded (an invitation's e-mail, a deleted staff member's names).
 */
function subjectOf(row: AuditListRow, resolved: AuditContext | undefined, before: unknown, after: unknown) {
  const stored = parseAuditContext(row.context_json);
  if (stored) return stored;
  if (resolved) return resolved;
  const fields = { ...record(before), ...record(after) };
  const name = [text(fields.first_name), text(fields.last_name)].filter(Boolean).join(' ') || null;
  return { name: name ?? text(fields.email), organisation: null, email: text(fields.email), category: null };
}

function presentAuditEntry(row: AuditListRow, resolved: AuditContext | undefined): TAuditEntry {
  const before = parsed(row.before_json);
  const after = parsed(row.after_json);
  return {
    id: row.id,
    actor:
      row.actor_user_id && row.first_name !== null
        ? { id: row.actor_user_id, name: `${row.first_name} ${row.last_name ?? ''}`.trim(), email: row.email ?? '' }
        : null,
    action: row.action,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    subject: subjectOf(row, resolved, before, after),
    outcome: outcomeOf(after),
    before,
    after,
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
  // Entries written before their names were stored: the page's records read by primary key, one query per kind.
  const refs = entries
    .filter((entry) => entry.context_json === null)
    .map((entry) => ({ entityType: entry.entity_type, entityId: entry.entity_id }));
  const contexts = await auditContexts(ctx.db, refs);
  return {
    data: entries.map((entry) =>
      presentAuditEntry(entry, auditContextOf(contexts, { entityType: entry.entity_type, entityId: entry.entity_id })),
    ),
    ...info,
  };
}
