import {
  createPlatformSurcharge,
  updatePlatformSurcharge,
  viewPlatformSurcharge,
} from '@docverify/contract/admin/services-operations';
import type { TSurchargeInput } from '@docverify/contract/surcharges/surcharge';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// The platform's surcharge: created the first time, updated after.

const platformSurchargeKey = ['admin', 'platform-surcharge'] as const;

export function usePlatformSurcharge() {
  return useQuery({
    queryKey: platformSurchargeKey,
    queryFn: async ({ signal }) => (await callOperation(viewPlatformSurcharge, { body: {} }, { signal })).data,
  });
}

export function useSavePlatformSurcharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ exists, surcharge }: { exists: boolean; surcharge: TSurchargeInput }) =>
      callOperation(exists ? updatePlatformSurcharge : createPlatformSurcharge, { body: surcharge }),
    onSuccess: (saved) => queryClient.setQueryData(platformSurchargeKey, saved.data),
  });
}
