import { resetSecondFactor as resetSecondFactorOperation } from '@docverify/contract/auth/factor-operations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { adminUsersKey } from '@/features/admin-users/api/get-organisations';

// Removes every second factor and recovery code of an account and ends its sessions; the owner is e-mailed.

export function resetSecondFactor(userId: string) {
  return callOperation(resetSecondFactorOperation, { params: { id: userId } });
}

export function useResetSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSecondFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
