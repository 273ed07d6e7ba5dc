import { getTranscriptService } from '@docverify/contract/transcripts/operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// The organisation's transcript service, or null before it is set up.

export async function getTranscript(signal?: AbortSignal) {
  const response = await callOperation(getTranscriptService, {}, { signal });
  return response.data;
}

export const transcriptQueryKey = ['transcript-service'] as const;

export function transcriptQueryOptions() {
  return queryOptions({ queryKey: transcriptQueryKey, queryFn: ({ signal }) => getTranscript(signal) });
}

export function useTranscript() {
  return useQuery(transcriptQueryOptions());
}
