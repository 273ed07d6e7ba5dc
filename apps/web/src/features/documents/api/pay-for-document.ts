import type { TDocument } from '@docverify/contract/documents/document';
import { ZGenerateTransactionResponse } from '@docverify/contract/payments/payment';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { goToGateway, initiatePayment } from '@/lib/payments/start-payment';

// POST /api/generate/transaction/id, then POST /api/doc/initiate/payment: pay for a request that is still
// awaiting payment. A failed attempt stays failed (decision 006), so after one a new reference is opened first.

type TPayable = Pick<TDocument, 'id' | 'payment_status'>;

export async function payForDocument(document: TPayable) {
  if (document.payment_status === 'failed') {
    await http.post('/generate/transaction/id', { doc_id: document.id }, ZGenerateTransactionResponse);
  }
  return initiatePayment(document.id);
}

/** Starts the payment and hands the browser to the gateway's checkout (the sandbox's is a page of this app). */
export function usePayForDocument() {
  return useMutation({ mutationFn: payForDocument, onSuccess: goToGateway });
}
