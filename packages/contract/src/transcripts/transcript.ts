import { z } from 'zod';
import { ZMinorAmount } from '../surcharges/money';

/** How an institution hands a transcript over: a fixed list, so requesters can compare institutions. */
export const ZDeliveryOption = z.enum(['email', 'courier', 'pickup'], { error: 'Choose a delivery option' });
export type TDeliveryOption = z.infer<typeof ZDeliveryOption>;

export const deliveryOptionLabels: Record<TDeliveryOption, string> = {
  email: 'E-mail',
  courier: 'Courier',
  pickup: 'Pick-up',
};

export const MAX_PROCESSING_DAYS = 365;
export const MAX_TRANSCRIPT_NOTES = 1000;

/** `POST /inst/transcript/setup` and `/inst/transcript/update`: the whole service, fee in minor units. */
export const ZTranscriptServiceInput = z.object({
  fee: ZMinorAmount('Fee'),
  processing_days: z
    .number({ error: 'Processing days must be a whole number of days' })
    .int('Processing days must be a whole number of days')
    .min(1, 'Processing days must be at least 1')
    .max(MAX_PROCESSING_DAYS, `Processing days must be at most ${MAX_PROCESSING_DAYS}`),
  delivery_options: z
    .array(ZDeliveryOption, { error: 'Choose at least one delivery option' })
    .min(1, 'Choose at least one delivery option')
    .refine((options) => new Set(options).size === options.length, 'Choose each delivery option once'),
  notes: z
    .string()
    .trim()
    .max(MAX_TRANSCRIPT_NOTES, `Notes must be at most ${MAX_TRANSCRIPT_NOTES} characters`)
    .nullish()
    .transform((value) => value || null),
  active: z.boolean({ error: 'Say whether the service is active' }),
});
export type TTranscriptServiceInput = z.input<typeof ZTranscriptServiceInput>;

/** An organisation's transcript service as it manages it. */
export const ZTranscriptService = z.object({
  id: z.string(),
  /** Minor units (kobo). */
  fee: z.number().int(),
  currency: z.string(),
  processing_days: z.number().int(),
  delivery_options: z.array(ZDeliveryOption),
  notes: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type TTranscriptService = z.infer<typeof ZTranscriptService>;

/** `GET /verifier/get/transcript`: null until the organisation sets one up. */
export const ZTranscriptServiceResponse = z.object({ data: ZTranscriptService.nullable() });

export const ZTranscriptServiceSaved = z.object({ message: z.string(), data: ZTranscriptService });

/** What a requester choosing Education → Transcript at an institution sees: only an active service. */
export const ZTranscriptOffer = ZTranscriptService.pick({
  fee: true,
  currency: true,
  processing_days: true,
  delivery_options: true,
  notes: true,
}).extend({ institution_id: z.string() });
export type TTranscriptOffer = z.infer<typeof ZTranscriptOffer>;

export const ZTranscriptOfferResponse = z.object({ data: ZTranscriptOffer.nullable() });
