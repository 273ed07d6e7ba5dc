import { z } from 'zod';

/** One dependency's state: `ok`, `failed` (the reason is in the server's log, not told to the world), or `off`. */
export const ZCheckState = z.enum(['ok', 'failed', 'off']);

export const ZLiveness = z.object({ status: z.literal('alive') });

/** 200 with `ready`, or 503 with `not ready` / `draining` and which dependency failed. */
export const ZReadiness = z.object({
  status: z.enum(['ready', 'not ready', 'draining']),
  checks: z.object({ database: ZCheckState, storage: ZCheckState, redis: ZCheckState }),
});
export type TReadiness = z.infer<typeof ZReadiness>;
