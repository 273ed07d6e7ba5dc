import {
  confirmDomainCode,
  getBodyProof,
  requestDomainCode,
  uploadBodyEvidence,
} from '@docverify/contract/organisations/operations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// What a body has shown of itself: its domain (proven by a code) and its evidence.

const proofKey = ['organisation', 'proof'] as const;

export function useBodyProof(enabled: boolean) {
  return useQuery({
    queryKey: proofKey,
    queryFn: async () => (await callOperation(getBodyProof, {})).data,
    enabled,
  });
}

export function useRequestDomainCode() {
  return useMutation({
    mutationFn: (address: string) => callOperation(requestDomainCode, { body: { address } }),
  });
}

export function useConfirmDomainCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { address: string; code: string }) => callOperation(confirmDomainCode, { body: input }),
    onSuccess: async (response) => {
      queryClient.setQueryData(proofKey, response.data);
      await queryClient.invalidateQueries({ queryKey: ['institutions', 'mine'] });
    },
  });
}

export function useUploadEvidence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('evidence', file);
      return callOperation(uploadBodyEvidence, { form });
    },
    onSuccess: (response) => queryClient.setQueryData(proofKey, response.data),
  });
}
