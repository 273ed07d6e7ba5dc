import { cancelPaidRequest } from '@docverify/contract/payments/operations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { documentsKey } from '@/features/documents/api/get-documents';

// The owner withdraws a paid request its verifying body has not started on, and is refunded in full.

export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (docId: string) => callOperation(cancelPaidRequest, { params: { id: docId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}
