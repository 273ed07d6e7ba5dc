import { answerDocumentQuery } from '@docverify/contract/documents/operations';
import type { TQueryAnswer } from '@docverify/contract/documents/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { documentsKey } from '@/features/documents/api/get-documents';

// The owner answers a query with a note and, optionally, a new file; the request goes back to its verifier
// (queried → pending).

export type TAnswerQueryInput = TQueryAnswer & { file: File | null };

export function answerQuery({ doc_id, version, note, file }: TAnswerQueryInput) {
  const form = new FormData();
  form.set('doc_id', doc_id);
  form.set('version', String(version));
  form.set('note', note);
  if (file) form.set('file', file);
  return callOperation(answerDocumentQuery, { form });
}

export function useAnswerQuery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerQuery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}
