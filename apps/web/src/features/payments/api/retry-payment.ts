import { ZGenerateTransactionResponse } from '@docverify/contract/payments/payment';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { goToGateway, initiatePayment } from '@/lib/payments/start-payment';

// POST /api/generate/transaction/id opens a new attempt (new reference) after a failed one; the request keeps
// its Transaction ID. Then the new attempt is started at the gateway like the first.

export function generateTransaction(docId: string) {
  return http.post('/generate/transaction/id', { doc_id: docId }, ZGenerateTransactionResponse);
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
