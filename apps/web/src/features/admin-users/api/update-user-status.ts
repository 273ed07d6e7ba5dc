import type { TUserStatusUpdate } from '@docverify/contract/admin/users';
import { setUserStatus } from '@docverify/contract/admin/users-operations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { adminUsersKey } from '@/features/admin-users/api/get-organisations';

// Activate, or deactivate (which signs the account out everywhere at once).

export function updateUserStatus(body: TUserStatusUpdate) {
  return callOperation(setUserStatus, { body });
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
