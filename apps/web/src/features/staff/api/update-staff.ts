import { ZStaffResponse, type TStaffUpdate } from '@docverify/contract/staff/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { staffKey } from '@/features/staff/api/get-staff';

// POST /api/staff/update: names, phone, or status (inactive signs the member out at once).

export function updateStaff(body: TStaffUpdate) {
  return http.post('/staff/update', body, ZStaffResponse);
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}
