import { ZTranscriptServiceResponse } from '@docverify/contract/transcripts/transcript';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

// GET /api/verifier/get/transcript: the organisation's transcript service, or null before it is set up.

export async function getTranscript(signal?: AbortSignal) {
  const response = await http.get('/verifier/get/transcript', ZTranscriptServiceResponse, { signal });
  return response.data;
}

export const transcriptQueryKey = ['transcript-service'] as const;

export function transcriptQueryOptions() {
  return queryOptions({ queryKey: transcriptQueryKey, queryFn: ({ signal }) => getTranscript(signal) });
}

export function useTranscript() {
  return useQuery(transcriptQueryOptions());
}
