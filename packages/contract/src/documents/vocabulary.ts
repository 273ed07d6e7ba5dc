// A request's words and limits, without zod: the web app's lists, badges and panels need only these, and a module
// holding schemas costs a phone's main thread the building of all of them. The schemas (document.ts, requests.ts) are built from these.

/** Spec section 1: the four categories; ids are the spec's `doc_type` values. */
export const CATEGORY_IDS = ['educ', 'prof', 'finance', 'employment'] as const;
export type TCategoryId = (typeof CATEGORY_IDS)[number];

/** The categories as the spec names them, for pages that show them before the catalogue is loaded (sign-up). */
export const categoryLabels: Record<TCategoryId, string> = {
  educ: 'Education',
  prof: 'Professional Certification',
  finance: 'Financial Record',
  employment: 'Employment Record',
};

/**
 * Spec section 4, plus `awaiting_payment`: a request exists before its payment is confirmed, but only its owner
 * sees it then (DESIGN section 3: an unpaid request never reaches a verifier).
 */
export const DOCUMENT_STATUSES = [
  'awaiting_payment',
  'submitted',
  'pending',
  'verified',
  'queried',
  'archived',
] as const;
export type TDocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const documentStatusLabels: Record<TDocumentStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  submitted: 'Submitted',
  pending: 'Pending',
  verified: 'Verified',
  queried: 'Queried',
  archived: 'Archived',
};

/** Whether `value` is one of the statuses (a filter read from an address bar may be anything). */
export function isDocumentStatus(value: unknown): value is TDocumentStatus {
  return (DOCUMENT_STATUSES as readonly unknown[]).includes(value);
}

export const PAYMENT_STATUSES = ['pending', 'confirmed', 'failed'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Each names the payment, so that beside a request's status ("Queried", "Verified") it cannot be read as one. */
export const paymentStatusLabels: Record<TPaymentStatus, string> = {
  pending: 'Not paid',
  confirmed: 'Payment confirmed',
  failed: 'Payment failed',
};

/**
 * An administrator's refund of a payment: `requested` until the gateway takes it, `pending` while the
 * gateway pays it out, then `processed` or `failed`. The charge itself stays `confirmed`, as at the gateway.
 */
export const REFUND_STATUSES = ['requested', 'pending', 'processed', 'failed'] as const;
export type TRefundStatus = (typeof REFUND_STATUSES)[number];

export const refundStatusLabels: Record<TRefundStatus, string> = {
  requested: 'Refund requested',
  pending: 'Refund in progress',
  processed: 'Refunded',
  failed: 'Refund failed',
};

/** A professional body's member: the enrolment statuses of its details. */
export const ENROLLMENT_STATUSES = ['member', 'student', 'graduated', 'lapsed'] as const;
export type TEnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

export const enrollmentStatusLabels: Record<TEnrollmentStatus, string> = {
  member: 'Member',
  student: 'Student member',
  graduated: 'Qualified',
  lapsed: 'Lapsed',
};

/** Spec section 9. */
export const DOCUMENT_PAGE_SIZE = 9;
/** Uploads past this get 413 (DESIGN section 5). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
