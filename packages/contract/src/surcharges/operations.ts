import { defineOperation } from '../operation';
import { ZSurchargeInput, ZSurchargeResponse, ZSurchargeSaved } from './surcharge';

export const getSurcharge = defineOperation({
  method: 'GET',
  path: '/api/surcharge/view',
  tag: 'surcharges',
  summary: "Your organisation's surcharge in kobo, or null before it is set (staff may view)",
  access: 'seesCharges',
  success: { status: 200, schema: ZSurchargeResponse },
  errors: [401, 403],
});

export const createSurcharge = defineOperation({
  method: 'POST',
  path: '/api/surcharge/create',
  tag: 'surcharges',
  summary: 'Set the surcharge, in kobo (org account only)',
  access: 'changesCharges',
  body: ZSurchargeInput,
  success: { status: 200, schema: ZSurchargeSaved },
  errors: [400, 401, 403, 409],
});

export const changeSurcharge = defineOperation({
  method: 'POST',
  path: '/api/surcharge/update',
  tag: 'surcharges',
  summary: 'Change the surcharge, in kobo (org account only)',
  access: 'changesCharges',
  body: ZSurchargeInput,
  success: { status: 200, schema: ZSurchargeSaved },
  errors: [400, 401, 403, 404],
});
