import { ZReferredDocumentsResponse, type TReferredDocumentsRequest } from '@docverify/contract/referrals/referrals';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { referralsKey } from '@/features/referrals/api/get-referral';

// POST /api/referrals/documents: one page of the referred users' paid requests, as the document lists answer.

export function getReferredDocuments(body: TReferredDocumentsRequest) {
  return http.post('/referrals/documents', body, ZReferredDocumentsResponse);
}

export function referredDocumentsQueryOptions(body: TReferredDocumentsRequest) {
  return queryOptions({
    queryKey: [...referralsKey, 'documents', body],
    queryFn: () => getReferredDocuments(body),
    placeholderData: keepPreviousData,
  });
}

export function useReferredDocuments(body: TReferredDocumentsRequest) {
  return useQuery(referredDocumentsQueryOptions(body));
}
