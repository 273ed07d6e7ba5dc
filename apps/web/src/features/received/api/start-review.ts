import { ZDocumentResponse } from '@docverify/contract/documents/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { receivedKey } from '@/features/received/api/get-received-documents';

// POST /api/verifier/review/document: the verifier's Start review (decision 018); a submitted request becomes pending,
// so its owner sees someone is on it. Idempotent: a replay answers with the request unchanged.

export function startReview(docId: string) {
  return http.post('/verifier/review/document', { doc_id: docId }, ZDocumentResponse);
}

export function useStartReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receivedKey }),
  });
}
