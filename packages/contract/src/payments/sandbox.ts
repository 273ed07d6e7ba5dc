import { z } from 'zod';

/** `POST /payments/sandbox/:reference/decide`: where the sandbox sends the payer next (its callback URL). */
export const ZSandboxDecisionResponse = z.object({ redirect_url: z.string() });
export type TSandboxDecisionResponse = z.infer<typeof ZSandboxDecisionResponse>;
