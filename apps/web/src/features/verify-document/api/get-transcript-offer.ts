import { getTranscriptOffer } from '@docverify/contract/transcripts/operations';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// The institution's active transcript service, or null.

export function useTranscriptOffer(institutionId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['institutions', institutionId, 'transcript'],
    queryFn: async () => (await callOperation(getTranscriptOffer, { params: { id: institutionId } })).data,
    enabled,
  });
}
