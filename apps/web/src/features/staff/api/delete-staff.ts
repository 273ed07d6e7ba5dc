import { ZMessage } from '@docverify/contract/errors';
import type { TStaffIdRequest } from '@docverify/contract/staff/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { staffKey } from '@/features/staff/api/get-staff';

// POST /api/staff/delete: removes the member (or closes and anonymises one named in a document's history).

export function deleteStaff(body: TStaffIdRequest) {
  return http.post('/staff/delete', body, ZMessage);
}

export function useDeleteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}
