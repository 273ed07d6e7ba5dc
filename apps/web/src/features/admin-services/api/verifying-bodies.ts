import type { TInstituteDecision, TVerifyingBodyListRequest } from '@docverify/contract/admin/services';
import { decideVerifyingBody, listVerifyingBodies } from '@docverify/contract/admin/services-operations';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// Every organisation, paged, and an administrator's decision on one.

const verifyingBodiesKey = ['admin', 'verifying-bodies'] as const;

export function useVerifyingBodies(filter: TVerifyingBodyListRequest) {
  return useQuery({
    queryKey: [...verifyingBodiesKey, filter],
    queryFn: ({ signal }) => callOperation(listVerifyingBodies, { body: filter }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDecideVerifyingBody() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: TInstituteDecision) => callOperation(decideVerifyingBody, { body: decision }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verifyingBodiesKey }),
  });
}
