import { refundOverdueRequest } from '@docverify/contract/payments/operations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { documentsKey } from '@/features/documents/api/get-documents';

// The owner withdraws a paid request its verifying body let pass its due date, and is refunded in full.

export function useRefundOverdue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (docId: string) => callOperation(refundOverdueRequest, { params: { id: docId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}
