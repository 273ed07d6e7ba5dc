import { ZStaffResponse, type TStaffCreate } from '@docverify/contract/staff/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { staffKey } from '@/features/staff/api/get-staff';

// POST /api/staff/create: adds a staff member and e-mails them the invitation to set a password.

export function createStaff(body: TStaffCreate) {
  return http.post('/staff/create', body, ZStaffResponse);
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}
