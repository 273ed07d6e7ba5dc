import type { TAdminDocumentUpdate } from '@docverify/contract/admin/documents';
import { archiveOrRestoreDocument } from '@docverify/contract/admin/documents-operations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { adminDocumentsKey } from '@/features/admin-documents/api/get-all-documents';

// Archive a request, or restore it to the status it had before.

export function updateDocument(input: TAdminDocumentUpdate) {
  return callOperation(archiveOrRestoreDocument, { body: input });
}

export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocument,
    // A stale one (409) refreshes too, so the administrator sees what changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminDocumentsKey }),
  });
}
