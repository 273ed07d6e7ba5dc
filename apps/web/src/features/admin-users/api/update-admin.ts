import { ZManagedUserResponse, type TAdminUpdate } from '@docverify/contract/admin/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { adminUsersKey } from '@/features/admin-users/api/get-organisations';

// POST /api/system/admin/update/admin (super administrators): names, phone, type or status of an administrator.

export function updateAdmin(body: TAdminUpdate) {
  return http.post('/system/admin/update/admin', body, ZManagedUserResponse);
}

export function useUpdateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
