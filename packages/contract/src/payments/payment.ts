import { z } from 'zod';
import { pageRequest } from '../paging';
import { pageInfo } from '../page-info';
import { ZPaymentStatus, ZRefundStatus } from '../documents/document';

export const ZRefund = z.object({
  id: z.string(),
  payment_id: z.string(),
  status: ZRefundStatus,
  /** Minor units of `currency`: always the whole payment. */
  amount: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  requested_at: z.string(),
  processed_at: z.string().nullable(),
  /** What the gateway last answered when it did not take or could not pay the refund. */
  last_error: z.string().nullable(),
});
export type TRefund = z.infer<typeof ZRefund>;

export const REFUND_REASON_MAX = 500;

export const ZRefundRequest = z.object({
  reason: z
    .string({ error: 'Reason is required' })
    .trim()
    .min(3, 'Say why the payment is refunded (at least 3 characters)')
    .max(REFUND_REASON_MAX, `Reason must be at most ${REFUND_REASON_MAX} characters`),
});
export type TRefundRequest = z.infer<typeof ZRefundRequest>;

export const ZRefundResponse = z.object({ message: z.string(), data: ZRefund });
export const ZRefundOfPaymentResponse = z.object({ data: ZRefund.nullable() });

/** Spec section 3 "Payment"; `fee` is integer minor units of `currency`. */
export const ZPayment = z.object({
  id: z.string(),
  ref_id: z.string(),
  document_id: z.string(),
  application_id: z.string(),
  document_type_name: z.string(),
  gateway: z.enum(['sandbox', 'paystack']).nullable(),
  currency: z.string(),
  fee: z.number().int(),
  service_charge: z.number().int(),
  organisation_surcharge: z.number().int(),
  platform_surcharge: z.number().int(),
  payment_status: ZPaymentStatus,
  refund_status: ZRefundStatus.nullable(),
  failure_reason: z.string().nullable(),
  transaction_time: z.string(),
  settled_at: z.string().nullable(),
  docOwnerFirstName: z.string(),
  docOwnerMiddleName: z.string().nullable(),
  docOwnerLastName: z.string(),
  docOwnerDOB: z.string(),
  uploaded_by_firstName: z.string(),
  uploaded_by_lastName: z.string(),
  uploaded_by_email: z.string(),
  uploaded_by_phone: z.string().nullable(),
});
export type TPayment = z.infer<typeof ZPayment>;

export const ZTransactionsQuery = z.object(pageRequest);

export const ZTransactionsResponse = z.object({
  data: z.array(ZPayment),
  ...pageInfo,
});
export type TTransactionsResponse = z.infer<typeof ZTransactionsResponse>;

export const ZInitiatePaymentRequest = z.object({
  doc_id: z.string({ error: 'Document is required' }).trim().min(1, 'Document is required').max(64),
});

/** What a gateway hands back to start a payment; sent (as the spec says) as a JSON string in `data`. */
export const ZPaymentAuthorisation = z.object({
  authorization_url: z.string(),
  access_code: z.string(),
  reference: z.string(),
});
export type TPaymentAuthorisation = z.infer<typeof ZPaymentAuthorisation>;

export const ZInitiatePaymentResponse = z.object({ message: z.string(), data: z.string() });

export const ZConfirmTransactionRequest = z.object({
  reference: z.string({ error: 'Reference is required' }).trim().min(1, 'Reference is required').max(100),
});

export const ZConfirmTransactionResponse = z.object({
  message: z.string(),
  data: z.object({ payment: ZPayment }),
});
export type TConfirmTransactionResponse = z.infer<typeof ZConfirmTransactionResponse>;

export const ZGenerateTransactionResponse = z.object({
  message: z.string(),
  data: z.object({ application_id: z.string(), ref_id: z.string() }),
});

export const ZSandboxCharge = z.object({
  reference: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  email: z.string(),
  outcome: z.enum(['success', 'failed']).nullable(),
  callback_url: z.string(),
});
export type TSandboxCharge = z.infer<typeof ZSandboxCharge>;

export const ZSandboxDecision = z.object({ outcome: z.enum(['approve', 'decline'], { error: 'Approve or decline' }) });
