import { createStaff as createStaffOperation } from '@docverify/contract/staff/operations';
import type { TStaffCreate } from '@docverify/contract/staff/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { staffKey } from '@/features/staff/api/get-staff';

// Adds a staff member and e-mails them the invitation to set a password.

export function createStaff(body: TStaffCreate) {
  return callOperation(createStaffOperation, { body });
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}
