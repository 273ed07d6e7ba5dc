import { listUndeliveredMail, retryMail } from '@docverify/contract/admin/mail-operations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// Mail not getting through, and putting it back in the queue (decision 021).

const undeliveredKey = ['admin', 'mail', 'undelivered'] as const;

export function useUndeliveredMail() {
  return useQuery({
    queryKey: undeliveredKey,
    queryFn: ({ signal }) => callOperation(listUndeliveredMail, {}, { signal }),
  });
}

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => callOperation(retryMail, { body: { ids } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: undeliveredKey }),
  });
}
