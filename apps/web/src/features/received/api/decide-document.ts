import { ZDocumentResponse } from '@docverify/contract/documents/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decisionForm, type TDecisionInput } from '@/components/detail/status-edit-form';
import { http } from '@/lib/http';
import { receivedKey } from '@/features/received/api/get-received-documents';

// POST /api/verifier/verify/document (multipart): the status edit payload of spec section 3 with the signed proof
// PDF as `proof`. `version` is the one the verifier read, so a request changed meanwhile gets 409, not overwritten.

export function decideDocument(input: TDecisionInput) {
  return http.postForm('/verifier/verify/document', decisionForm(input), ZDocumentResponse);
}

export function useDecideDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDocument,
    // A stale edit (409) refreshes the list too, so the verifier sees what changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: receivedKey }),
  });
}
