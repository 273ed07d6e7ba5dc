import { ZServiceChargeList, ZServiceChargeSaved, type TServiceChargeInput } from '@docverify/contract/admin/services';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

// POST /api/system/admin/base/charge/get, /create (a type without a charge) and /update.

const serviceChargesKey = ['admin', 'service-charges'] as const;

export function useServiceCharges() {
  return useQuery({
    queryKey: serviceChargesKey,
    queryFn: ({ signal }) => http.post('/system/admin/base/charge/get', {}, ZServiceChargeList, { signal }),
  });
}

export type TSaveServiceCharge = { exists: boolean; charge: TServiceChargeInput };

export function useSaveServiceCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ exists, charge }: TSaveServiceCharge) =>
      http.post(`/system/admin/base/charge/${exists ? 'update' : 'create'}`, charge, ZServiceChargeSaved),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceChargesKey }),
  });
}
