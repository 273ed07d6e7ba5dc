import { startDocumentReview } from '@docverify/contract/verification/operations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { receivedKey } from '@/features/received/api/get-received-documents';

// The verifier's Start review (decision 018); a submitted request becomes pending, so its owner sees someone is on
// it. Idempotent: a replay answers with the request unchanged.

export function startReview(docId: string) {
  return callOperation(startDocumentReview, { body: { doc_id: docId } });
}

export function useStartReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receivedKey }),
  });
}
