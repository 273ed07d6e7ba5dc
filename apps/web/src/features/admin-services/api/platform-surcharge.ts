import { ZSurchargeResponse, ZSurchargeSaved, type TSurchargeInput } from '@docverify/contract/surcharges/surcharge';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

// POST /api/system/admin/surcharge/view, /create (the first time) and /update: the platform's surcharge.

const platformSurchargeKey = ['admin', 'platform-surcharge'] as const;

export function usePlatformSurcharge() {
  return useQuery({
    queryKey: platformSurchargeKey,
    queryFn: async ({ signal }) =>
      (await http.post('/system/admin/surcharge/view', {}, ZSurchargeResponse, { signal })).data,
  });
}

export function useSavePlatformSurcharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ exists, surcharge }: { exists: boolean; surcharge: TSurchargeInput }) =>
      http.post(`/system/admin/surcharge/${exists ? 'update' : 'create'}`, surcharge, ZSurchargeSaved),
    onSuccess: (saved) => queryClient.setQueryData(platformSurchargeKey, saved.data),
  });
}
