import { z } from 'zod';
import { ZMinorAmount } from './money';

/** A verifying body's own surcharge, added to the checkout of every request sent to it (DESIGN section 3). */
export const ZSurcharge = z.object({
  id: z.string(),
  /** Minor units (kobo). */
  amount: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type TSurcharge = z.infer<typeof ZSurcharge>;

/** `POST /surcharge/create` and `/surcharge/update`; the currency is the platform's (NGN). */
export const ZSurchargeInput = z.object({ amount: ZMinorAmount('Surcharge') });
export type TSurchargeInput = z.infer<typeof ZSurchargeInput>;

/** `GET /surcharge/view`: null until the organisation sets one. */
export const ZSurchargeResponse = z.object({ data: ZSurcharge.nullable() });
export type TSurchargeResponse = z.infer<typeof ZSurchargeResponse>;

export const ZSurchargeSaved = z.object({ message: z.string(), data: ZSurcharge });
