import { ZManagedUserResponse, type TUserStatusUpdate } from '@docverify/contract/admin/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { adminUsersKey } from '@/features/admin-users/api/get-organisations';

// POST /api/system/admin/update/user: activate, or deactivate (which signs the account out everywhere at once).

export function updateUserStatus(body: TUserStatusUpdate) {
  return http.post('/system/admin/update/user', body, ZManagedUserResponse);
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
