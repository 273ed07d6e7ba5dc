import { updateStaff as updateStaffOperation } from '@docverify/contract/staff/operations';
import type { TStaffUpdate } from '@docverify/contract/staff/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { staffKey } from '@/features/staff/api/get-staff';

// Names, phone, or status (inactive signs the member out at once).

export function updateStaff(body: TStaffUpdate) {
  return callOperation(updateStaffOperation, { body });
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}
