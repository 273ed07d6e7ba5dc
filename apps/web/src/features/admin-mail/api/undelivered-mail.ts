import { ZRetryMailResponse, ZUndeliveredMailResponse } from '@docverify/contract/admin/mail';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

// GET /api/system/admin/mail/undelivered and POST /api/system/admin/mail/retry (decision 021).

const undeliveredKey = ['admin', 'mail', 'undelivered'] as const;

export function useUndeliveredMail() {
  return useQuery({
    queryKey: undeliveredKey,
    queryFn: ({ signal }) => http.get('/system/admin/mail/undelivered', ZUndeliveredMailResponse, { signal }),
  });
}

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => http.post('/system/admin/mail/retry', { ids }, ZRetryMailResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: undeliveredKey }),
  });
}
