import { changeSurcharge, createSurcharge } from '@docverify/contract/surcharges/operations';
import type { TSurchargeInput } from '@docverify/contract/surcharges/surcharge';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { surchargeQueryKey } from '@/features/service/api/get-surcharge';

// Created the first time, changed afterwards.

export type TSaveSurcharge = { exists: boolean; surcharge: TSurchargeInput };

export function saveSurcharge({ exists, surcharge }: TSaveSurcharge) {
  return callOperation(exists ? changeSurcharge : createSurcharge, { body: surcharge });
}

export function useSaveSurcharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSurcharge,
    onSuccess: (saved) => queryClient.setQueryData(surchargeQueryKey, saved.data),
  });
}
