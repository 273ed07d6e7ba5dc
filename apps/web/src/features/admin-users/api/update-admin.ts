import type { TAdminUpdate } from '@docverify/contract/admin/users';
import { updateAdministrator } from '@docverify/contract/admin/users-operations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { adminUsersKey } from '@/features/admin-users/api/get-organisations';

// Super administrators only: names, phone, type or status of an administrator.

export function updateAdmin(body: TAdminUpdate) {
  return callOperation(updateAdministrator, { body });
}

export function useUpdateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
