import type { TInstituteDecision, TVerifyingBodyListRequest } from '@docverify/contract/admin/services';
import {
  decideVerifyingBody,
  downloadVerifyingBodyEvidence,
  getVerifyingBodyReview,
  listVerifyingBodies,
} from '@docverify/contract/admin/services-operations';
import toast from 'react-hot-toast';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadSignedIn } from '@/lib/download-file';
import { callOperation, operationUrl } from '@/lib/http';

// Every organisation, paged, and an administrator's decision on one.

const verifyingBodiesKey = ['admin', 'verifying-bodies'] as const;

export function useVerifyingBodies(filter: TVerifyingBodyListRequest) {
  return useQuery({
    queryKey: [...verifyingBodiesKey, filter],
    queryFn: ({ signal }) => callOperation(listVerifyingBodies, { body: filter }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDecideVerifyingBody() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: TInstituteDecision) => callOperation(decideVerifyingBody, { body: decision }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verifyingBodiesKey }),
  });
}

/** What the administrator checks before verifying a body: evidence, domain check, look-alikes, domain used. */
export function useVerifyingBodyReview(organisationId: string) {
  return useQuery({
    queryKey: [...verifyingBodiesKey, 'review', organisationId],
    queryFn: async ({ signal }) =>
      (await callOperation(getVerifyingBodyReview, { params: { id: organisationId } }, { signal })).data,
  });
}

const EVIDENCE_FAILED = 'Could not download the evidence';

export function useDownloadEvidence() {
  return useMutation({
    mutationFn: (body: { id: string; fileName: string }) =>
      downloadSignedIn(operationUrl(downloadVerifyingBodyEvidence, { params: { id: body.id } }), {
        accept: 'application/pdf, image/png, image/jpeg',
        fallbackName: body.fileName,
        failure: EVIDENCE_FAILED,
      }),
    onError: (error) => toast.error(error instanceof Error && error.message ? error.message : EVIDENCE_FAILED),
  });
}
