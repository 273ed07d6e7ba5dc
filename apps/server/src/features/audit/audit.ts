import type { TAuditAction } from '@docverify/contract/admin/audit';
import type { Db } from '../../db/database';
import { randomBytes } from 'node:crypto';
import { auditContextOf, auditContexts, type AuditContext } from './audit-context';
import { findAuditActor, insertAuditEntry } from './audit.repository';

/** What an audited change touched. Names are stable: administrators search and filter by them. */
export type AuditEntity =
  | 'document'
  | 'user'
  | 'organisation'
  | 'service_charge'
  | 'surcharge'
  | 'transcript_service'
  | 'staff'
  | 'mail'
  | 'unaccredited_institution';

export type AuditEntry = {
  actorUserId: string | null;
  action: TAuditAction;
  entityType: AuditEntity;
  entityId: string;
  before?: unknown;
  after?: unknown;
  now: string;
};

let sequence = 0;

/**
 * Ids that sort in the order entries were written: the time, then a counter for entries within the same
 * millisecond, then randomness so several server instances never collide. Lists order by `created_at, id`.
 */
function sortableId(now: string): string {
  sequence = (sequence + 1) % 36 ** 6;
  return auditId(Date.parse(now), sequence, randomBytes(6).toString('hex'));
}

/** The id's format, shared with the scale seed: time in base 36, the counter, then 12 hex digits of noise. */
export function auditId(ms: number, counter: number, noiseHex: string): string {
  return `${Math.floor(ms).toString(36).padStart(10, '0')}-${counter.toString(36).padStart(6, '0')}-${noiseHex}`;
}

const asJson = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

type Actor = { id: string; first_name: string; last_name: string; email: string };

/**
 * What the trail's search looks in: the action, the record and what people call it (a request's APP-… id and
 * body, a person's name), and who acted (their id, names and e-mail as they were then), lower-cased; the scale
 * seed writes the same.
 */
export function auditSearchText(
  entry: Pick<AuditEntry, 'action' | 'entityType' | 'entityId'>,
  actor: Actor | undefined,
  context?: AuditContext,
): string {
  const who = actor ? [actor.id, actor.first_name, actor.last_name, actor.email] : ['system'];
  const about = context ? [context.name, context.organisation, context.email].filter((part) => part !== null) : [];
  return [entry.action, entry.entityType, entry.entityId, ...about, ...who].join(' ').toLowerCase();
}

/**
 * Appends one entry to the audit trail, in the caller's transaction so that a change and its record stand or
 * fall together. Never updated or deleted: the trail is append-only. The record's names are stored with it
 * (`context_json`), so the trail still reads in words after the record changes or goes.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  const context = auditContextOf(await auditContexts(db, [entry]), entry);
  const actor = entry.actorUserId ? await findAuditActor(db, entry.actorUserId) : undefined;
  await insertAuditEntry(db, {
    id: sortableId(entry.now),
    actor_user_id: entry.actorUserId,
    action: entry.action,
    entity_type: entry.entityType,
    entity_id: entry.entityId,
    before_json: asJson(entry.before),
    after_json: asJson(entry.after),
    context_json: context ? JSON.stringify(context) : null,
    search_text: auditSearchText(entry, actor, context),
    created_at: entry.now,
  });
}
