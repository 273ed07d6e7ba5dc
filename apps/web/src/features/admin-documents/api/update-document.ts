import type { TAdminDocumentUpdate } from '@docverify/contract/admin/documents';
import { ZDocumentResponse } from '@docverify/contract/documents/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { adminDocumentsKey } from '@/features/admin-documents/api/get-all-documents';

// POST /api/system/admin/update/document: archive a request, or restore it to the status it had before.

export function updateDocument(input: TAdminDocumentUpdate) {
  return http.post('/system/admin/update/document', input, ZDocumentResponse);
}

export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocument,
    // A stale one (409) refreshes too, so the administrator sees what changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminDocumentsKey }),
  });
}
