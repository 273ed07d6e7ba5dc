import { ZDocumentResponse } from '@docverify/contract/documents/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decisionForm, type TDecisionInput } from '@/components/detail/status-edit-form';
import { http } from '@/lib/http';
import { adminDocumentsKey } from '@/features/admin-documents/api/get-all-documents';

// POST /api/system/admin/verify/document (multipart): an administrator decides a request when its verifying body
// cannot, with the same payload and rules as the verifier's call.

export function decideDocument(input: TDecisionInput) {
  return http.postForm('/system/admin/verify/document', decisionForm(input), ZDocumentResponse);
}

export function useDecideDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminDocumentsKey }),
  });
}
