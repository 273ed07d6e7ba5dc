import { z } from 'zod';
import { ZRecordId } from '../paging';

/**
 * A reason to look twice at a request (decision 024). Signals are shown to whoever decides; they never change a
 * request's status. `reason` is the sentence shown.
 */
export const ZDuplicateFileSignal = z.object({
  kind: z.literal('duplicate_file'),
  reason: z.string(),
  /** When the identical file was uploaded for the other person's request. */
  uploaded_at: z.string(),
  /** The other request's APP-… id: administrators only, null for a verifier (who must not learn whose it is). */
  other_application_id: z.string().nullable(),
});

export const ZUnaccreditedInstitutionSignal = z.object({
  kind: z.literal('unaccredited_institution'),
  reason: z.string(),
  /** The name as the request gives it. */
  named_as: z.string(),
  /** The name as the administrators' list gives it. */
  listed_name: z.string(),
  /** Where the list entry was published. */
  source: z.string(),
  country_code: z.string().nullable(),
});

export const ZFraudSignal = z.discriminatedUnion('kind', [ZDuplicateFileSignal, ZUnaccreditedInstitutionSignal]);
export type TFraudSignal = z.infer<typeof ZFraudSignal>;

/** `GET /verifier/documents/:docId/fraud-signals` and `GET /system/admin/documents/:docId/fraud-signals`. */
export const ZFraudSignalsParams = z.object({ docId: ZRecordId('Document') });
export const ZFraudSignalsResponse = z.object({ data: z.array(ZFraudSignal) });
export type TFraudSignalsResponse = z.infer<typeof ZFraudSignalsResponse>;
