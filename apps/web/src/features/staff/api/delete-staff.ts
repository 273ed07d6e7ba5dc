import { removeStaff } from '@docverify/contract/staff/operations';
import type { TStaffIdRequest } from '@docverify/contract/staff/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { staffKey } from '@/features/staff/api/get-staff';

// Removes the member (or closes and anonymises one named in a document's history).

export function deleteStaff(body: TStaffIdRequest) {
  return callOperation(removeStaff, { body });
}

export function useDeleteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}
