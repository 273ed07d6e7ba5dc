import { z } from 'zod';
import { ZCategoryId } from '../documents/document';

/** A verifier's two decisions (spec section 4). */
export const ZDecision = z.enum(['verified', 'queried'], { error: 'Choose verified or queried' });
export type TDecision = z.infer<typeof ZDecision>;

/**
 * Spec section 3 "Status edit payload", sent as multipart with the signed proof PDF as `proof`.
 * `version` is the document version the verifier read: a stale one gets 409 instead of overwriting.
 */
export const ZStatusEdit = z.object({
  doc_id: z.string({ error: 'Document is required' }).trim().min(1, 'Document is required').max(64),
  doc_type: ZCategoryId.optional(),
  doc_owner_id: z.string().trim().max(64).optional(),
  status: ZDecision,
  verify_info: z
    .string({ error: 'info is required' })
    .trim()
    .min(1, 'info is required')
    .max(2000, 'info must be at most 2000 characters'),
  version: z.coerce.number({ error: 'Version must be a number' }).int().min(1).optional(),
});
export type TStatusEdit = z.infer<typeof ZStatusEdit>;

export const PROOF_REQUIRED = 'Please upload a verified signed document';
export const PROOF_MUST_BE_PDF = 'The signed document must be a PDF';
