import { z } from 'zod';
import { ZMessage } from '../errors';
import { defineOperation } from '../operation';
import {
  ZConfirmTransactionRequest,
  ZConfirmTransactionResponse,
  ZGenerateTransactionResponse,
  ZInitiatePaymentRequest,
  ZInitiatePaymentResponse,
  ZRefundResponse,
  ZSandboxCharge,
  ZSandboxDecision,
  ZTransactionsQuery,
  ZTransactionsResponse,
} from './payment';
import { ZSandboxDecisionResponse } from './sandbox';

// Payments are checked on the record (the caller is the payer), so any session may ask: an administrator only
// ever finds nothing.

export const initiatePayment = defineOperation({
  method: 'POST',
  path: '/api/doc/initiate/payment',
  tag: 'payments',
  summary: 'Start paying for a request; data is the checkout to open, as a JSON string',
  access: 'signedIn',
  body: ZInitiatePaymentRequest,
  success: { status: 200, schema: ZInitiatePaymentResponse },
  errors: [400, 401, 404, 409],
});

export const initiateCardPayment = defineOperation({
  method: 'POST',
  path: '/api/doc/initiate/zenithPayment',
  tag: 'payments',
  summary: 'Start paying for a request by card, on the configured gateway (JSON or multipart: doc_id)',
  access: 'signedIn',
  body: ZInitiatePaymentRequest,
  multipart: { fields: ZInitiatePaymentRequest, files: [] },
  success: { status: 200, schema: ZInitiatePaymentResponse },
  errors: [400, 401, 404, 409, 415],
});

export const confirmTransaction = defineOperation({
  method: 'POST',
  path: '/api/confirm/transaction/global',
  tag: 'payments',
  summary: 'Ask the gateway whether a payment went through, and settle it (safe to repeat)',
  access: 'signedIn',
  body: ZConfirmTransactionRequest,
  success: { status: 200, schema: ZConfirmTransactionResponse },
  errors: [400, 401, 404],
});

export const generateTransaction = defineOperation({
  method: 'POST',
  path: '/api/generate/transaction/id',
  tag: 'payments',
  summary: 'Open a new payment attempt (new reference, re-quoted) after a failed one',
  access: 'signedIn',
  body: ZInitiatePaymentRequest,
  success: { status: 200, schema: ZGenerateTransactionResponse },
  errors: [400, 401, 404, 409],
});

export const listTransactions = defineOperation({
  method: 'GET',
  path: '/api/user/view/transactions',
  tag: 'payments',
  summary: "The caller's payments, newest first, 9 a page",
  access: 'signedIn',
  query: ZTransactionsQuery,
  success: { status: 200, schema: ZTransactionsResponse },
  errors: [400, 401],
});

const ZReferenceParams = z.object({
  reference: z.string().trim().min(1, 'Reference is required').max(100, 'Reference is at most 100 characters'),
});

export const downloadReceipt = defineOperation({
  method: 'GET',
  path: '/api/receipts/{reference}',
  tag: 'payments',
  summary: 'The receipt (PDF) of one of your confirmed payments; administrators may read any',
  // Whose payment it is, the service's business: anyone else's reference answers as an unknown one (404).
  access: 'signedIn',
  params: ZReferenceParams,
  success: { status: 200, schema: null, mediaType: 'application/pdf' },
  errors: [400, 401, 404, 409, 429],
});

export const cancelPaidRequest = defineOperation({
  method: 'POST',
  path: '/api/documents/{id}/cancel',
  tag: 'payments',
  summary: 'Cancel your paid request before its verifying body starts reviewing it, and be refunded in full',
  access: 'requester',
  stepUp: true,
  params: z.object({ id: z.string().trim().min(1, 'Document is required').max(64, 'No such document') }),
  success: { status: 200, schema: ZRefundResponse },
  errors: [400, 401, 403, 404, 409],
});

export const refundOverdueRequest = defineOperation({
  method: 'POST',
  path: '/api/documents/{id}/overdue-refund',
  tag: 'payments',
  summary: 'Withdraw your paid request once it is past its due date, and be refunded in full',
  access: 'requester',
  stepUp: true,
  params: z.object({ id: z.string().trim().min(1, 'Document is required').max(64, 'No such document') }),
  success: { status: 200, schema: ZRefundResponse },
  errors: [400, 401, 403, 404, 409],
});

/** Only while the sandbox gateway is in use: its checkout, behind the web page `/payments/sandbox/<reference>`. */
export const getSandboxCharge = defineOperation({
  method: 'GET',
  path: '/api/payments/sandbox/{reference}',
  tag: 'payments',
  summary: 'The sandbox checkout of one of your payments',
  access: 'signedIn',
  params: ZReferenceParams,
  success: { status: 200, schema: ZSandboxCharge },
  errors: [400, 401, 404],
});

export const decideSandboxCharge = defineOperation({
  method: 'POST',
  path: '/api/payments/sandbox/{reference}/decide',
  tag: 'payments',
  summary: 'Approve or decline a sandbox checkout (once); the payment is settled at once',
  access: 'signedIn',
  params: ZReferenceParams,
  body: ZSandboxDecision,
  success: { status: 200, schema: ZSandboxDecisionResponse },
  errors: [400, 401, 404, 409],
});

/**
 * Only with a Paystack key: called by Paystack, not the web app. Public, and believed only when its signature
 * (HMAC-SHA512 of the exact bytes, in `x-paystack-signature`) checks out, so its body is read raw, not declared.
 */
export const receivePaystackEvent = defineOperation({
  method: 'POST',
  path: '/api/payments/paystack/webhook',
  tag: 'payments',
  summary: 'Paystack events (signed with HMAC-SHA512 in x-paystack-signature); charge.success settles',
  access: 'public',
  success: { status: 200, schema: ZMessage },
  errors: [400, 401],
});
