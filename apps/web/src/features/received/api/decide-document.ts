import { decideReceivedDocument } from '@docverify/contract/verification/operations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decisionForm, type TDecisionInput } from '@/components/detail/status-edit-form';
import { callOperation } from '@/lib/http';
import { receivedKey } from '@/features/received/api/get-received-documents';

// The status edit payload of spec section 3 with the signed proof PDF as `proof`. `version` is the one the verifier
// read, so a request changed meanwhile gets 409, not overwritten.

export function decideDocument(input: TDecisionInput) {
  return callOperation(decideReceivedDocument, { form: decisionForm(input) });
}

export function useDecideDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDocument,
    // A stale edit (409) refreshes the list too, so the verifier sees what changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: receivedKey }),
  });
}
