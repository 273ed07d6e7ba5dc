import { z } from 'zod';
import { defineOperation } from '../operation';
import { ZSurchargeInput, ZSurchargeResponse, ZSurchargeSaved } from '../surcharges/surcharge';
import {
  ZAdminTranscriptList,
  ZAdminTranscriptListRequest,
  ZAdminTranscriptSaved,
  ZAdminTranscriptUpdate,
  ZInstituteDecision,
  ZServiceChargeInput,
  ZServiceChargeList,
  ZServiceChargeSaved,
  ZVerifyingBodyList,
  ZVerifyingBodyListRequest,
  ZVerifyingBodySaved,
} from './services';
import { ZBodyReviewResponse } from '../organisations/body-proof';

// Admin services: service charges, the platform surcharge, verifying bodies, transcripts.

const tag = 'admin: services';
/** The reads are POSTs whose body, when sent, is empty. */
const ZEmpty = z.object({}).optional();

export const listServiceCharges = defineOperation({
  method: 'POST',
  path: '/api/system/admin/base/charge/get',
  tag,
  summary: 'Every document type with its category and service charge in kobo (null until set)',
  access: 'administrator',
  body: ZEmpty,
  success: { status: 200, schema: ZServiceChargeList },
  errors: [401, 403],
});

export const createServiceCharge = defineOperation({
  method: 'POST',
  path: '/api/system/admin/base/charge/create',
  tag,
  summary: 'Set the service charge of a document type without one, in kobo',
  access: 'administrator',
  body: ZServiceChargeInput,
  success: { status: 200, schema: ZServiceChargeSaved },
  errors: [400, 401, 403, 404, 409],
});

export const updateServiceCharge = defineOperation({
  method: 'POST',
  path: '/api/system/admin/base/charge/update',
  tag,
  summary: 'Change a service charge, in kobo: requests already priced keep their amount',
  access: 'administrator',
  body: ZServiceChargeInput,
  success: { status: 200, schema: ZServiceChargeSaved },
  errors: [400, 401, 403, 404],
});

export const viewPlatformSurcharge = defineOperation({
  method: 'POST',
  path: '/api/system/admin/surcharge/view',
  tag,
  summary: "The platform's surcharge in kobo, added to every checkout, or null before it is set",
  access: 'administrator',
  body: ZEmpty,
  success: { status: 200, schema: ZSurchargeResponse },
  errors: [401, 403],
});

export const createPlatformSurcharge = defineOperation({
  method: 'POST',
  path: '/api/system/admin/surcharge/create',
  tag,
  summary: 'Set the platform surcharge, in kobo',
  access: 'administrator',
  body: ZSurchargeInput,
  success: { status: 200, schema: ZSurchargeSaved },
  errors: [400, 401, 403, 409],
});

export const updatePlatformSurcharge = defineOperation({
  method: 'POST',
  path: '/api/system/admin/surcharge/update',
  tag,
  summary: 'Change the platform surcharge, in kobo: requests already priced keep their amount',
  access: 'administrator',
  body: ZSurchargeInput,
  success: { status: 200, schema: ZSurchargeSaved },
  errors: [400, 401, 403, 404],
});

export const listVerifyingBodies = defineOperation({
  method: 'POST',
  path: '/api/system/admin/verifying-bodies',
  tag,
  summary: 'Every organisation, whatever its verification status: searchable, filtered and paged',
  access: 'administrator',
  body: ZVerifyingBodyListRequest.optional().default({ page: 1, cursor: undefined }),
  success: { status: 200, schema: ZVerifyingBodyList },
  errors: [400, 401, 403],
});

export const decideVerifyingBody = defineOperation({
  method: 'POST',
  path: '/api/system/admin/verify/institute',
  tag,
  summary:
    'Verify, reject or suspend a verifying body, grant or withdraw its transcript access; a body is verified ' +
    'only once it has proven control of its domain and sent its evidence (409 otherwise)',
  access: 'administrator',
  stepUp: true,
  body: ZInstituteDecision,
  success: { status: 200, schema: ZVerifyingBodySaved },
  errors: [400, 401, 403, 404, 409],
});

const ZOrganisationParams = z.object({ id: z.string().trim().min(1, 'Organisation is required').max(100) });

export const getVerifyingBodyReview = defineOperation({
  method: 'GET',
  path: '/api/system/admin/verifying-bodies/{id}/review',
  tag,
  summary:
    'What an administrator checks before verifying a body: its evidence, its domain check, bodies whose names ' +
    'look alike (with a similarity score) and bodies that named the same domain',
  access: 'administrator',
  params: ZOrganisationParams,
  success: { status: 200, schema: ZBodyReviewResponse },
  errors: [400, 401, 403, 404],
});

export const downloadVerifyingBodyEvidence = defineOperation({
  method: 'GET',
  path: '/api/system/admin/verifying-bodies/{id}/evidence',
  tag,
  summary: "A body's registration or accreditation evidence (the file it uploaded: PDF, PNG or JPEG)",
  access: 'administrator',
  params: ZOrganisationParams,
  success: { status: 200, schema: null },
  errors: [400, 401, 403, 404],
});

export const listTranscriptOfferings = defineOperation({
  method: 'POST',
  path: '/api/system/admin/transcripts/view',
  tag,
  summary: "Every organisation's transcript offering, searchable by organisation and paged",
  access: 'administrator',
  body: ZAdminTranscriptListRequest.optional().default({ page: 1, cursor: undefined }),
  success: { status: 200, schema: ZAdminTranscriptList },
  errors: [400, 401, 403],
});

export const correctTranscriptOffering = defineOperation({
  method: 'POST',
  path: '/api/system/admin/transcripts/update',
  tag,
  summary: "Correct an organisation's transcript offering (the whole offering, fee in kobo)",
  access: 'administrator',
  body: ZAdminTranscriptUpdate,
  success: { status: 200, schema: ZAdminTranscriptSaved },
  errors: [400, 401, 403, 404],
});
