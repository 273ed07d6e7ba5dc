import { z } from 'zod';
import { pageInfo, pageRequest } from '../paging';
import { ZPaymentStatus } from '../documents/document';

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
