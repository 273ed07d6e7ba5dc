import type { TDocument } from '@docverify/contract/documents/document';
import { ZDocumentResponse } from '@docverify/contract/documents/requests';
import type { TDecision } from '@docverify/contract/verification/status-edit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { receivedKey } from '@/features/received/api/get-received-documents';

// POST /api/verifier/verify/document (multipart): the status edit payload of spec section 3 with the signed proof
// PDF as `proof`. `version` is the one the verifier read, so a request changed meanwhile gets 409, not overwritten.

export type TDecideInput = {
  document: Pick<TDocument, 'id' | 'doc_type' | 'doc_owner_id' | 'version'>;
  status: TDecision;
  verify_info: string;
  proof: File;
};

export function decideDocument({ document, status, verify_info, proof }: TDecideInput) {
  const form = new FormData();
  form.set('doc_id', document.id);
  form.set('doc_type', document.doc_type);
  form.set('doc_owner_id', document.doc_owner_id);
  form.set('status', status);
  form.set('verify_info', verify_info);
  form.set('version', String(document.version));
  form.set('proof', proof);
  return http.postForm('/verifier/verify/document', form, ZDocumentResponse);
}

export function useDecideDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDocument,
    // A stale edit (409) refreshes the list too, so the verifier sees what changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: receivedKey }),
  });
}
