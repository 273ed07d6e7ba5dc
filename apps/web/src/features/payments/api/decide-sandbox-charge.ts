import type { z } from 'zod';
import { ZSandboxDecision } from '@docverify/contract/payments/payment';
import { ZSandboxDecisionResponse } from '@docverify/contract/payments/sandbox';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { sandboxChargeQueryKey } from '@/features/payments/api/get-sandbox-charge';

// POST /api/payments/sandbox/:reference/decide: approve or decline, once; the server settles the payment.

export type TSandboxOutcome = z.infer<typeof ZSandboxDecision>['outcome'];

export function decideSandboxCharge(reference: string, outcome: TSandboxOutcome) {
  return http.post(`/payments/sandbox/${encodeURIComponent(reference)}/decide`, { outcome }, ZSandboxDecisionResponse);
}

export function useDecideSandboxCharge(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: TSandboxOutcome) => decideSandboxCharge(reference, outcome),
    // Refused (decided already, say): show the charge as it now stands. On success the page moves on.
    onError: () => queryClient.invalidateQueries({ queryKey: sandboxChargeQueryKey(reference) }),
  });
}
