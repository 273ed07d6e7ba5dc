import type { TDocument } from '@docverify/contract/documents/document';
import { generateTransaction } from '@docverify/contract/payments/operations';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { goToGateway, initiatePayment } from '@/lib/payments/start-payment';

// Pay for a request that is still awaiting payment. A failed attempt stays failed (decision 006), so after one a
// new reference is opened first.

type TPayable = Pick<TDocument, 'id' | 'payment_status'>;

export async function payForDocument(document: TPayable) {
  if (document.payment_status === 'failed') {
    await callOperation(generateTransaction, { body: { doc_id: document.id } });
  }
  return initiatePayment(document.id);
}

/** Starts the payment and hands the browser to the gateway's checkout (the sandbox's is a page of this app). */
export function usePayForDocument() {
  return useMutation({ mutationFn: payForDocument, onSuccess: goToGateway });
}
