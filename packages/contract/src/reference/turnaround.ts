import { z } from 'zod';

/**
 * A verifying body's expected turnaround in working days (Monday to Friday), from its own newest decisions: the
 * median and the 90th percentile. With too few recent decisions (`basis: 'default'`) the figures are the product's
 * default and the body has no recent history to go by.
 */
export const ZTurnaround = z.object({
  basis: z.enum(['recent', 'default']),
  /** How many recent decisions the figures rest on (fewer than needed when the basis is the default). */
  decisions: z.number().int(),
  median_days: z.number().int(),
  p90_days: z.number().int(),
});
export type TTurnaround = z.infer<typeof ZTurnaround>;

export const ZTurnaroundResponse = z.object({ data: ZTurnaround });
export type TTurnaroundResponse = z.infer<typeof ZTurnaroundResponse>;
