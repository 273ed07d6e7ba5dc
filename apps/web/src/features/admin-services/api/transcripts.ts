import {
  ZAdminTranscriptList,
  ZAdminTranscriptSaved,
  type TAdminTranscriptListRequest,
  type TAdminTranscriptUpdate,
} from '@docverify/contract/admin/services';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

// POST /api/system/admin/transcripts/view (every body's offering, paged) and /update (a correction).

const transcriptsKey = ['admin', 'transcripts'] as const;

export function useTranscriptOfferings(filter: TAdminTranscriptListRequest) {
  return useQuery({
    queryKey: [...transcriptsKey, filter],
    queryFn: ({ signal }) => http.post('/system/admin/transcripts/view', filter, ZAdminTranscriptList, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCorrectTranscript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: TAdminTranscriptUpdate) =>
      http.post('/system/admin/transcripts/update', update, ZAdminTranscriptSaved),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transcriptsKey }),
  });
}
