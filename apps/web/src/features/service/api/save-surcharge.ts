import { ZSurchargeSaved, type TSurchargeInput } from '@docverify/contract/surcharges/surcharge';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { surchargeQueryKey } from '@/features/service/api/get-surcharge';

// POST /api/surcharge/create (the first time) or /api/surcharge/update (afterwards).

export type TSaveSurcharge = { exists: boolean; surcharge: TSurchargeInput };

export function saveSurcharge({ exists, surcharge }: TSaveSurcharge) {
  return http.post(exists ? '/surcharge/update' : '/surcharge/create', surcharge, ZSurchargeSaved);
}

export function useSaveSurcharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSurcharge,
    onSuccess: (saved) => queryClient.setQueryData(surchargeQueryKey, saved.data),
  });
}
