import { changeTranscriptService, setUpTranscriptService } from '@docverify/contract/transcripts/operations';
import type { TTranscriptServiceInput } from '@docverify/contract/transcripts/transcript';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { transcriptQueryKey } from '@/features/transcripts/api/get-transcript';

// Set up the first time, changed afterwards.

export type TSaveTranscript = { exists: boolean; service: TTranscriptServiceInput };

export function saveTranscript({ exists, service }: TSaveTranscript) {
  return callOperation(exists ? changeTranscriptService : setUpTranscriptService, { body: service });
}

export function useSaveTranscript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTranscript,
    onSuccess: (saved) => queryClient.setQueryData(transcriptQueryKey, saved.data),
  });
}
