import { ZTranscriptOfferResponse } from '@docverify/contract/transcripts/transcript';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

// GET /api/institutions/:id/transcript: the institution's active transcript service, or null.

export function useTranscriptOffer(institutionId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['institutions', institutionId, 'transcript'],
    queryFn: async () =>
      (await http.get(`/institutions/${encodeURIComponent(institutionId)}/transcript`, ZTranscriptOfferResponse)).data,
    enabled,
  });
}
