import type { TServiceChargeInput } from '@docverify/contract/admin/services';
import {
  createServiceCharge,
  listServiceCharges,
  updateServiceCharge,
} from '@docverify/contract/admin/services-operations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// A type without a charge is created, one with a charge updated.

const serviceChargesKey = ['admin', 'service-charges'] as const;

export function useServiceCharges() {
  return useQuery({
    queryKey: serviceChargesKey,
    queryFn: ({ signal }) => callOperation(listServiceCharges, { body: {} }, { signal }),
  });
}

export type TSaveServiceCharge = { exists: boolean; charge: TServiceChargeInput };

export function useSaveServiceCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ exists, charge }: TSaveServiceCharge) =>
      callOperation(exists ? updateServiceCharge : createServiceCharge, { body: charge }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceChargesKey }),
  });
}
