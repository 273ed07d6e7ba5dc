import { listReferredDocuments } from '@docverify/contract/referrals/operations';
import type { TReferredDocumentsRequest } from '@docverify/contract/referrals/referrals';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { referralsKey } from '@/features/referrals/api/get-referral';

// One page of the referred users' paid requests, as the document lists answer.

export function getReferredDocuments(body: TReferredDocumentsRequest) {
  return callOperation(listReferredDocuments, { body });
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
