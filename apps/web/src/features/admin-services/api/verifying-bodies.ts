import {
  ZVerifyingBodyList,
  ZVerifyingBodySaved,
  type TInstituteDecision,
  type TVerifyingBodyListRequest,
} from '@docverify/contract/admin/services';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

// POST /api/system/admin/verifying-bodies (every organisation, paged) and /api/system/admin/verify/institute.

const verifyingBodiesKey = ['admin', 'verifying-bodies'] as const;

export function useVerifyingBodies(filter: TVerifyingBodyListRequest) {
  return useQuery({
    queryKey: [...verifyingBodiesKey, filter],
    queryFn: ({ signal }) => http.post('/system/admin/verifying-bodies', filter, ZVerifyingBodyList, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDecideVerifyingBody() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: TInstituteDecision) =>
      http.post('/system/admin/verify/institute', decision, ZVerifyingBodySaved),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verifyingBodiesKey }),
  });
}
