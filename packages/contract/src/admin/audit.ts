import { z } from 'zod';
import { pageRequest } from '../paging';
import { pageInfo } from '../page-info';
import { dayRangeInOrder, ZDayRange } from './transactions';

export const AUDIT_PAGE_SIZE = 20;

/** The kinds of record the trail names; the server's `AuditEntity` is the same list. */
export const ZAuditEntityType = z.enum([
  'document',
  'user',
  'organisation',
  'service_charge',
  'surcharge',
  'transcript_service',
  'staff',
  'mail',
  'unaccredited_institution',
]);
export type TAuditEntityType = z.infer<typeof ZAuditEntityType>;

const blankAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** `GET /system/admin/audit`. */
export const ZAuditQuery = ZDayRange.extend({
  ...pageRequest,
  search: z.preprocess(
    blankAsUndefined,
    z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  ),
  entity_type: z.preprocess(blankAsUndefined, ZAuditEntityType.optional()),
}).superRefine(dayRangeInOrder);
export type TAuditQuery = z.input<typeof ZAuditQuery>;

/**
 * The record an entry is about, in words (decision 020): what a person calls it — a request's APP-… id, a
 * person's or a body's name, a document type — the organisation it belongs to (the body a request was sent to, a
 * staff member's organisation), and a person's e-mail and kind (`admin`, `org`, `staff`, `indv`…). Each is null
 * where it does not apply or the record is gone.
 */
/**
 * Every change the audit trail records. The server writes only these, and the trail words each one (the web's
 * sentence switch is exhaustive over this list, so a new action cannot reach administrators as a code).
 */
export const AUDIT_ACTIONS = [
  'document.review_started',
  'document.decided',
  'document.decided_by_admin',
  'document.archived',
  'document.restored',
  'document.refunded',
  'document.share_created',
  'document.share_revoked',
  'user.activated',
  'user.deactivated',
  'user.updated',
  'user.session_ended',
  'user.other_sessions_ended',
  'user.sign_in_failures',
  'admin.invited',
  'admin.updated',
  'organisation.verification_changed',
  'organisation.transcript_access_changed',
  'organisation.domain_proven',
  'organisation.evidence_sent',
  'service_charge.created',
  'service_charge.updated',
  'surcharge.created',
  'surcharge.updated',
  'transcript_service.created',
  'transcript_service.updated',
  'transcript_service.corrected',
  'staff.created',
  'staff.updated',
  'staff.deleted',
  'mail.retried',
  'unaccredited_institution.added',
  'unaccredited_institution.imported',
  'unaccredited_institution.removed',
  'account.factor_added',
  'account.factor_removed',
  'account.recovery_codes_renewed',
  'account.recovery_code_used',
  'account.second_factor_reset',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

export const ZAuditSubject = z.object({
  name: z.string().nullable(),
  organisation: z.string().nullable(),
  email: z.string().nullable(),
  category: z.string().nullable(),
});
export type TAuditSubject = z.infer<typeof ZAuditSubject>;

export const ZAuditEntry = z.object({
  id: z.string(),
  /** Null for changes the service made on its own (a payment settling, say). */
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  subject: ZAuditSubject,
  /** The state the change led to, where it names one: `verified`, `queried`, `inactive`, `archived`… */
  outcome: z.string().nullable(),
  /** The record's state before and after the change, as recorded (null where there was none). */
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditResponse = z.object({
  data: z.array(ZAuditEntry),
  ...pageInfo,
});
export type TAuditResponse = z.infer<typeof ZAuditResponse>;
