import { ZTranscriptServiceSaved, type TTranscriptServiceInput } from '@docverify/contract/transcripts/transcript';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { transcriptQueryKey } from '@/features/transcripts/api/get-transcript';

// POST /api/inst/transcript/setup (the first time) or /api/inst/transcript/update (afterwards).

export type TSaveTranscript = { exists: boolean; service: TTranscriptServiceInput };

export function saveTranscript({ exists, service }: TSaveTranscript) {
  const path = exists ? '/inst/transcript/update' : '/inst/transcript/setup';
  return http.post(path, service, ZTranscriptServiceSaved);
}

export function useSaveTranscript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTranscript,
    onSuccess: (saved) => queryClient.setQueryData(transcriptQueryKey, saved.data),
  });
}
