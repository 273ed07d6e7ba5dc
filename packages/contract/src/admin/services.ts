import { z } from 'zod';
import { pageRequest, ZRecordId, ZSearchTerm } from '../paging';
import { pagedResponse } from '../page-info';
import { ZInstitution } from '../documents/document';
import { ZMinorAmount } from '../surcharges/money';
import { ZTranscriptService, ZTranscriptServiceInput } from '../transcripts/transcript';

/** Admin services: the platform's charges, its verifying bodies and their transcript offerings. */

/** One document type with the platform's service charge for it; `amount` is null until one is set. */
export const ZServiceCharge = z.object({
  document_type_id: z.string(),
  document_type_name: z.string(),
  category_id: z.string(),
  category_name: z.string(),
  /** Minor units (kobo). */
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  updated_at: z.string().nullable(),
  /** The administrator who last set it, by name. */
  updated_by: z.string().nullable(),
});
export type TServiceCharge = z.infer<typeof ZServiceCharge>;

export const ZServiceChargeList = z.object({ data: z.array(ZServiceCharge) });

/** `POST /system/admin/base/charge/create` and `/update`: the amount applies to requests priced afterwards. */
export const ZServiceChargeInput = z.object({
  document_type_id: ZRecordId('Document type'),
  amount: ZMinorAmount('Service charge'),
});
export type TServiceChargeInput = z.input<typeof ZServiceChargeInput>;

export const ZServiceChargeSaved = z.object({ message: z.string(), data: ZServiceCharge });

export const verificationStatuses = ['unverified', 'verified', 'rejected', 'suspended'] as const;
export const ZVerificationStatus = z.enum(verificationStatuses, { error: 'Choose a verification status' });
export type TVerificationStatus = z.infer<typeof ZVerificationStatus>;
export const ZTranscriptAccess = z.enum(['active', 'inactive'], { error: 'Choose active or inactive' });

/** An organisation as administrators manage it: its public details plus what they decide about it. */
export const ZVerifyingBody = ZInstitution.extend({
  transcript_access: ZTranscriptAccess,
  created_at: z.string(),
  /** The account that signed the body up (spec section 3: the authorised person); seeded bodies have none. */
  authorised_person: z
    .object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string().nullable() })
    .nullable(),
});
export type TVerifyingBody = z.infer<typeof ZVerifyingBody>;

/** `POST /system/admin/verifying-bodies`: every organisation, whatever its status, searchable and paged. */
export const ZVerifyingBodyListRequest = z.object({
  ...pageRequest,
  search: ZSearchTerm,
  verification_status: ZVerificationStatus.optional(),
});
export type TVerifyingBodyListRequest = z.input<typeof ZVerifyingBodyListRequest>;
export const ZVerifyingBodyList = pagedResponse(ZVerifyingBody);
export type TVerifyingBodyList = z.infer<typeof ZVerifyingBodyList>;

/** `POST /system/admin/verify/institute`: change the status, the transcript access, or both. */
export const ZInstituteDecision = z
  .object({
    organisation_id: ZRecordId('Organisation'),
    verification_status: ZVerificationStatus.optional(),
    transcript_access: ZTranscriptAccess.optional(),
    note: z
      .string()
      .trim()
      .max(1000, 'Note must be at most 1000 characters')
      .nullish()
      .transform((value) => value || null),
  })
  .refine((body) => body.verification_status !== undefined || body.transcript_access !== undefined, {
    message: 'Choose a verification status or a transcript access',
    path: ['verification_status'],
  });
export type TInstituteDecision = z.input<typeof ZInstituteDecision>;
export const ZVerifyingBodySaved = z.object({ message: z.string(), data: ZVerifyingBody });

/** One organisation's transcript offering as administrators see it. */
export const ZAdminTranscript = ZTranscriptService.extend({
  organisation_id: z.string(),
  organisation_name: z.string(),
  verification_status: ZVerificationStatus,
  transcript_access: ZTranscriptAccess,
});
export type TAdminTranscript = z.infer<typeof ZAdminTranscript>;

export const ZAdminTranscriptListRequest = z.object({ ...pageRequest, search: ZSearchTerm });
export type TAdminTranscriptListRequest = z.input<typeof ZAdminTranscriptListRequest>;
export const ZAdminTranscriptList = pagedResponse(ZAdminTranscript);
export type TAdminTranscriptList = z.infer<typeof ZAdminTranscriptList>;

/** `POST /system/admin/transcripts/update`: the whole offering, as the organisation itself would send it. */
export const ZAdminTranscriptUpdate = ZTranscriptServiceInput.extend({ organisation_id: ZRecordId('Organisation') });
export type TAdminTranscriptUpdate = z.input<typeof ZAdminTranscriptUpdate>;
export const ZAdminTranscriptSaved = z.object({ message: z.string(), data: ZAdminTranscript });
