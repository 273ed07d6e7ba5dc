import { generateTransaction as generateTransactionOperation } from '@docverify/contract/payments/operations';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { goToGateway, initiatePayment } from '@/lib/payments/start-payment';

// A new attempt (new reference) after a failed one; the request keeps its Transaction ID. Then the new attempt is
// started at the gateway like the first.

export function generateTransaction(docId: string) {
  return callOperation(generateTransactionOperation, { body: { doc_id: docId } });
}

export function useRetryPayment() {
  return useMutation({
    mutationFn: async (docId: string) => {
      await generateTransaction(docId);
      return initiatePayment(docId);
    },
    onSuccess: (authorisation) => goToGateway(authorisation),
  });
}
