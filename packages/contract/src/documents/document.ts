import { z } from 'zod';
import { CATEGORY_IDS, DOCUMENT_STATUSES, PAYMENT_STATUSES, REFUND_STATUSES } from './vocabulary';

export const ZCategoryId = z.enum(CATEGORY_IDS, { error: 'Choose a document category' });
export const ZDocumentStatus = z.enum(DOCUMENT_STATUSES);
export const ZPaymentStatus = z.enum(PAYMENT_STATUSES);
export const ZRefundStatus = z.enum(REFUND_STATUSES);

/**
 * How many requests stand in each status, every status present. An object with one property per status (not a
 * record), so the OpenAPI document lists as properties the keys it requires.
 */
export const ZStatusCounts = z.object(
  Object.fromEntries(DOCUMENT_STATUSES.map((status) => [status, z.number().int()])) as Record<
    (typeof DOCUMENT_STATUSES)[number],
    z.ZodNumber
  >,
);

/** A verifying body as requesters see it (spec section 3 "Institution"). */
export const ZInstitution = z.object({
  id: z.string(),
  company_name: z.string(),
  company_ref: z.string(),
  company_industry: z.string().nullable(),
  country_code: z.string().nullable(),
  CountryName: z.string().nullable(),
  city: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  verifier_status: z.enum(['unverified', 'verified', 'rejected', 'suspended']),
  dateOfCompanyUpdate: z.string(),
  /** The body's official website and domain; null for bodies that joined before they were asked for. */
  website: z.string().nullable(),
  domain: z.string().nullable(),
  /** Whether the body proved control of its domain (a code sent to an address there was entered). */
  domain_verified: z.boolean(),
  /** The categories of documents it verifies. */
  categories: z.array(ZCategoryId),
});
export type TInstitution = z.infer<typeof ZInstitution>;

/** Money is integer minor units (kobo for NGN) with its ISO currency code. */
export const ZFeeBreakdown = z.object({
  currency: z.string(),
  service_charge: z.number().int(),
  organisation_surcharge: z.number().int(),
  platform_surcharge: z.number().int(),
  total: z.number().int(),
});
export type TFeeBreakdown = z.infer<typeof ZFeeBreakdown>;

/**
 * What the caller may do with the request now, decided by the server's policy: the web shows exactly these
 * actions and never re-derives them from statuses and roles.
 */
export const ZDocumentActions = z.object({
  /** Record verified or queried with a note and a signed proof (its verifying body, or an administrator). */
  decide: z.boolean(),
  /**
   * Start the review of a paid request, which tells its owner someone is on it (submitted → pending): its verifying
   * body, while the request is still submitted. Opening a request never changes it (decision 018).
   */
  startReview: z.boolean(),
  /** Answer the verifier's query with a note and a new file (the sending side). */
  answer: z.boolean(),
  /** Pay, or pay again after a failed attempt (the sending side). */
  pay: z.boolean(),
  /**
   * Withdraw a paid request its verifying body has let pass its due date, and be refunded in full (its owner, while
   * it waits for the body: submitted or in review).
   */
  refundOverdue: z.boolean(),
  /** Archive the request, or restore an archived one (administrators). */
  archive: z.boolean(),
  restore: z.boolean(),
});
export type TDocumentActions = z.infer<typeof ZDocumentActions>;

/** A verification request as its owner, its verifier and administrators read it (spec section 3). */
export const ZDocument = z.object({
  id: z.string(),
  application_id: z.string(),
  ref_id: z.string(),
  version: z.number().int(),
  doc_type: ZCategoryId,
  /** The category's display tag: Educational, Professional, Financial, Employment. */
  tag: z.string(),
  document_type_id: z.string(),
  document_type_name: z.string(),
  status: ZDocumentStatus,
  payment_status: ZPaymentStatus,
  verify_info: z.string().nullable(),
  viewer_code: z.string().nullable(),
  doc_owner_id: z.string(),
  uploaded_by_user_id: z.string(),
  uploaded_by_firstName: z.string(),
  uploaded_by_lastName: z.string(),
  uploaded_by_email: z.string(),
  docOwnerFirstName: z.string(),
  docOwnerMiddleName: z.string().nullable(),
  docOwnerLastName: z.string(),
  docOwnerDOB: z.string(),
  country_code: z.string(),
  country_name: z.string(),
  institution: ZInstitution.pick({ id: true, company_name: true, company_ref: true, city: true }),
  verifier_name: z.string().nullable(),
  verifier_city: z.string().nullable(),
  doc_verifier_name: z.string().nullable(),
  studentId: z.string().nullable(),
  course: z.string().nullable(),
  qualification: z.string().nullable(),
  enrollment_status: z.string().nullable(),
  start_year: z.number().int().nullable(),
  end_year: z.number().int().nullable(),
  bank_name: z.string().nullable(),
  account_name: z.string().nullable(),
  employer_name: z.string().nullable(),
  job_title: z.string().nullable(),
  file: z.object({ name: z.string(), mime_type: z.string(), size_bytes: z.number().int() }),
  /** Whether the verifier attached a signed proof (downloaded like the file, with `file: 'proof'`). */
  has_proof: z.boolean(),
  fee: ZFeeBreakdown.nullable(),
  decided_at: z.string().nullable(),
  /** When payment put it in the verifier's queue: how long it has waited is counted from here. */
  submitted_at: z.string().nullable(),
  /**
   * When the verifying body is expected to have answered: the payment's time plus the body's 90th-percentile
   * turnaround in working days, fixed when the payment was confirmed. Null before payment.
   */
  due_at: z.string().nullable(),
  /** Working days past `due_at` while the request waits for its verifying body (submitted or in review); else null. */
  overdue_days: z.number().int().nullable(),
  /**
   * The requester answered the verifier's query and the request waits for the verifier again: its latest change is
   * the answer (queried → pending). The status stays `pending`; the verifier's queue marks it 'Answered'.
   */
  answered: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  can: ZDocumentActions,
});
export type TDocument = z.infer<typeof ZDocument>;

export const ZDocumentEvent = z.object({
  from_status: ZDocumentStatus.nullable(),
  to_status: ZDocumentStatus,
  note: z.string().nullable(),
  /** A file came with this change (the request's file, or a new one with an answer to a query). */
  has_file: z.boolean().optional(),
  /** The name of the file that came with this change, if one did. */
  file_name: z.string().nullable().optional(),
  actor_name: z.string().nullable(),
  created_at: z.string(),
});
export type TDocumentEvent = z.infer<typeof ZDocumentEvent>;
