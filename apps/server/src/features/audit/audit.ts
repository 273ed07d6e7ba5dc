import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';

/** What an audited change touched. Names are stable: administrators search and filter by them. */
export type AuditEntity =
  | 'document'
  | 'user'
  | 'organisation'
  | 'service_charge'
  | 'surcharge'
  | 'transcript_service'
  | 'staff';

export type AuditEntry = {
  actorUserId: string | null;
  /** Verb phrase, e.g. `document.status_changed`, `user.deactivated`, `service_charge.updated`. */
  action: string;
  entityType: AuditEntity;
  entityId: string;
  before?: unknown;
  after?: unknown;
  now: string;
};

const asJson = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * Appends one entry to the audit trail, in the caller's transaction so that a change and its record stand or
 * fall together. Never updated or deleted: the trail is append-only.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: newId(),
      actor_user_id: entry.actorUserId,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      before_json: asJson(entry.before),
      after_json: asJson(entry.after),
      search_text: [entry.action, entry.entityType, entry.entityId, entry.actorUserId ?? 'system']
        .join(' ')
        .toLowerCase(),
      created_at: entry.now,
    })
    .execute();
}
