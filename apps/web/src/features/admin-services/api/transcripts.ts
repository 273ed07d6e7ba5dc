import type { TAdminTranscriptListRequest, TAdminTranscriptUpdate } from '@docverify/contract/admin/services';
import { correctTranscriptOffering, listTranscriptOfferings } from '@docverify/contract/admin/services-operations';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// Every body's transcript offering, paged, and an administrator's correction of one.

const transcriptsKey = ['admin', 'transcripts'] as const;

export function useTranscriptOfferings(filter: TAdminTranscriptListRequest) {
  return useQuery({
    queryKey: [...transcriptsKey, filter],
    queryFn: ({ signal }) => callOperation(listTranscriptOfferings, { body: filter }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCorrectTranscript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: TAdminTranscriptUpdate) => callOperation(correctTranscriptOffering, { body: update }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transcriptsKey }),
  });
}
