import type { z } from 'zod';
import { decideSandboxCharge as decideSandboxChargeOperation } from '@docverify/contract/payments/operations';
import type { ZSandboxDecision } from '@docverify/contract/payments/payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { sandboxChargeQueryKey } from '@/features/payments/api/get-sandbox-charge';

// Approve or decline, once; the server settles the payment.

export type TSandboxOutcome = z.infer<typeof ZSandboxDecision>['outcome'];

export function decideSandboxCharge(reference: string, outcome: TSandboxOutcome) {
  return callOperation(decideSandboxChargeOperation, { params: { reference }, body: { outcome } });
}

export function useDecideSandboxCharge(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: TSandboxOutcome) => decideSandboxCharge(reference, outcome),
    // Refused (decided already, say): show the charge as it now stands. On success the page moves on.
    onError: () => queryClient.invalidateQueries({ queryKey: sandboxChargeQueryKey(reference) }),
  });
}
