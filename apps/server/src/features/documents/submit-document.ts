import { createHash, randomInt } from 'node:crypto';
import type { TDocument, TFeeBreakdown } from '@docverify/contract/documents/document';
import type { TCheckoutRequest } from '@docverify/contract/documents/requests';
import type { TDocumentSubmission } from '@docverify/contract/documents/submission';
import type { AppContext } from '../../context';
import type { NewDocument, StoredFileRow } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { safeDownloadName } from '../../lib/file-names';
import { newId } from '../../lib/ids';
import { quoteFee } from '../charges/fees';
import { insertPendingPayment, newPaymentReference } from '../payment-attempts/payment-attempts.repository';
import type { Caller } from './access';
import { insertDocument, insertDocumentEvent, insertStoredFile } from './documents.repository';
import type { Upload } from './multipart';
import { presentDocument } from './read-documents';
import { documentSearchText, documentSortName } from './search-text';
import { findSubmissionReferences } from './submission.repository';
import { callerViewer } from './access';

/** `/doc/checkout`: the fee a request would cost, quoted by the server. */
export function checkout(ctx: AppContext, input: TCheckoutRequest): Promise<TFeeBreakdown> {
  return quoteFee(ctx.db, { documentTypeId: input.document_type_id, organisationId: input.institution_id });
}

/** Human-readable and unique: `APP-2026-7KQ2M9XA` (base32 without padding, 40 random bits). */
export function newApplicationId(now: Date): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const random = Array.from({ length: 8 }, () => alphabet[randomInt(0, alphabet.length)]).join('');
  return `APP-${now.getUTCFullYear()}-${random}`;
}

/** Every upload's key starts here, and the orphan sweep looks nowhere else. */
export const UPLOADS_FOLDER = 'documents';

/** Spreads uploads over month folders, so no folder or listing grows without bound. */
export function newStorageKey(now: Date): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${UPLOADS_FOLDER}/${now.getUTCFullYear()}/${month}/${newId()}`;
}

export function storedFileRow(upload: Upload, key: string, uploaderId: string, now: string): StoredFileRow {
  return {
    id: newId(),
    storage_key: key,
    file_name: safeDownloadName(upload.clientFileName, upload.mimeType),
    mime_type: upload.mimeType,
    size_bytes: upload.bytes.length,
    sha256: createHash('sha256').update(upload.bytes).digest('hex'),
    uploaded_by_user_id: uploaderId,
    created_at: now,
  };
}

/** Refuses a type from another category, an unknown country, or a body that is unverified or elsewhere. */
async function checkReferences(ctx: AppContext, input: TDocumentSubmission) {
  const { type, country, organisation } = await findSubmissionReferences(ctx.db, {
    documentTypeId: input.document_type_id,
    countryCode: input.country_code,
    organisationId: input.institution_id,
  });
  const errors: Record<string, string> = {};
  if (!type || type.category_id !== input.doc_type) {
    errors.document_type_id = 'Choose a document type of this category';
  }
  if (!country) errors.country_code = 'Choose a country from the list';
  if (!organisation || organisation.verification_status !== 'verified') {
    errors.institution_id = 'Choose a verifying body from the list';
  } else if (organisation.country_code !== input.country_code) {
    errors.institution_id = 'This verifying body is not in the chosen country';
  }
  const [first] = Object.values(errors);
  if (first || !type || !organisation) throw new AppError('VALIDATION', first ?? 'Choose a document type', errors);
  return { type, bodyName: organisation.name };
}

/** The kind-specific columns of spec section 3; the others stay null. */
function detailsOf(input: TDocumentSubmission) {
  switch (input.doc_type) {
    case 'educ':
      return {
        verifier_name: input.verifier_name,
        verifier_city: input.verifier_city,
        student_id: input.studentId,
        course: input.course,
        start_year: input.start_year,
        end_year: input.end_year,
      };
    case 'prof':
      return {
        verifier_name: input.doc_verifier_name,
        student_id: input.studentId,
        qualification: input.qualification,
        course: input.course ?? null,
        enrollment_status: input.enrollment_status,
        start_year: input.start_year,
        end_year: input.end_year ?? null,
      };
    case 'finance':
      return { bank_name: input.bank_name, account_name: input.account_name ?? null };
    case 'employment':
      return {
        employer_name: input.employer_name,
        job_title: input.job_title,
        student_id: input.studentId ?? null,
        start_year: input.start_year,
        end_year: input.end_year ?? null,
      };
  }
}

/**
 * `/doc/verify`: stores the file, then in one transaction records it, the request (awaiting payment), the first
 * line of its history and its first payment attempt. A failed transaction takes the stored file away again.
 */
export async function submitDocument(
  ctx: AppContext,
  { caller, input, upload }: { caller: Caller; input: TDocumentSubmission; upload: Upload },
): Promise<TDocument> {
  const { type, bodyName } = await checkReferences(ctx, input);
  const fee = await quoteFee(ctx.db, { documentTypeId: type.id, organisationId: input.institution_id });
  const clockNow = ctx.clock.now();
  const now = isoNow(ctx.clock);
  const file = storedFileRow(upload, newStorageKey(clockNow), caller.id, now);

  const base = {
    id: newId(),
    application_id: newApplicationId(clockNow),
    ref_id: newPaymentReference(),
    status: 'awaiting_payment' as const,
    payment_status: 'pending' as const,
    document_type_name: type.name,
    owner_first_name: input.docOwnerFirstName,
    owner_middle_name: input.docOwnerMiddleName ?? null,
    owner_last_name: input.docOwnerLastName,
  };
  const document: NewDocument = {
    ...base,
    uploaded_by_user_id: caller.id,
    organisation_id: input.institution_id,
    category_id: type.category_id,
    document_type_id: type.id,
    country_code: input.country_code,
    version: 1,
    owner_date_of_birth: input.docOwnerDOB,
    ...detailsOf(input),
    file_id: file.id,
    search_text: documentSearchText({ ...base, tag: type.tag, body_name: bodyName }),
    sort_name: documentSortName(base),
    created_at: now,
    updated_at: now,
  };

  await ctx.files.put(file.storage_key, upload.bytes, upload.mimeType);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await insertStoredFile(trx, file);
      await insertDocument(trx, document);
      await insertDocumentEvent(trx, {
        id: newId(),
        document_id: base.id,
        actor_user_id: caller.id,
        from_status: null,
        to_status: 'awaiting_payment',
        note: null,
        file_id: file.id,
        document_version: 1,
        created_at: now,
      });
      await insertPendingPayment(trx, {
        documentId: base.id,
        payerUserId: caller.id,
        reference: base.ref_id,
        fee,
        now,
      });
    });
  } catch (error) {
    await ctx.files.remove(file.storage_key).catch((cleanup: unknown) => {
      ctx.log.error({ err: cleanup, key: file.storage_key }, 'could not remove the file of a failed submission');
    });
    throw error;
  }
  return presentDocument(ctx, base.id, callerViewer(caller));
}
