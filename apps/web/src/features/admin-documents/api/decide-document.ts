import { decideDocument as decideDocumentOperation } from '@docverify/contract/admin/documents-operations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decisionForm, type TDecisionInput } from '@/components/detail/status-edit-form';
import { callOperation } from '@/lib/http';
import { adminDocumentsKey } from '@/features/admin-documents/api/get-all-documents';

// An administrator decides a request when its verifying body cannot, with the same payload and rules as the
// verifier's call.

export function decideDocument(input: TDecisionInput) {
  return callOperation(decideDocumentOperation, { form: decisionForm(input) });
}

export function useDecideDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminDocumentsKey }),
  });
}
