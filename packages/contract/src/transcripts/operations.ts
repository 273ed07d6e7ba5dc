import { z } from 'zod';
import { defineOperation } from '../operation';
import {
  ZTranscriptOfferResponse,
  ZTranscriptServiceInput,
  ZTranscriptServiceResponse,
  ZTranscriptServiceSaved,
} from './transcript';

export const getTranscriptService = defineOperation({
  method: 'GET',
  path: '/api/verifier/get/transcript',
  tag: 'transcripts',
  summary: "Your organisation's transcript service, or null before it is set up (staff may view)",
  access: 'seesCharges',
  success: { status: 200, schema: ZTranscriptServiceResponse },
  errors: [401, 403],
});

export const setUpTranscriptService = defineOperation({
  method: 'POST',
  path: '/api/inst/transcript/setup',
  tag: 'transcripts',
  summary: 'Set up the transcript service: fee in kobo, processing days, delivery options (org account only)',
  access: 'changesCharges',
  body: ZTranscriptServiceInput,
  success: { status: 200, schema: ZTranscriptServiceSaved },
  errors: [400, 401, 403, 409],
});

export const changeTranscriptService = defineOperation({
  method: 'POST',
  path: '/api/inst/transcript/update',
  tag: 'transcripts',
  summary: 'Change the transcript service (org account only)',
  access: 'changesCharges',
  body: ZTranscriptServiceInput,
  success: { status: 200, schema: ZTranscriptServiceSaved },
  errors: [400, 401, 403, 404],
});

export const getTranscriptOffer = defineOperation({
  method: 'GET',
  path: '/api/institutions/{id}/transcript',
  tag: 'transcripts',
  summary: "An institution's active transcript service (fee, processing days, delivery), or null",
  access: 'signedIn',
  params: z.object({ id: z.string().regex(/^[\w-]{1,64}$/, 'No such institution') }),
  success: { status: 200, schema: ZTranscriptOfferResponse },
  errors: [400, 401],
});
