import type { TDocument } from '@docverify/contract/documents/document';
import type { TCategoryId } from '@docverify/contract/documents/vocabulary';
import { safeDownloadName } from '../../lib/file-names';
import { documentActions, type Viewer } from '../policy/policy';
import type { AppContext } from '../../context';
import { workingDaysOverdue } from '@docverify/contract/documents/working-days';
import { findPresentableDocumentsBySeq, type PresentableDocumentRow } from './documents.repository';

/** The one shape every route answers a request with (the contract's ZDocument), as it stands at `now`. */
export function toDocument(row: PresentableDocumentRow, viewer: Viewer, now: Date): TDocument {
  const docType = row.category_id as TCategoryId;
  const overdueDays = overdue(row, now);
  return {
    id: row.id,
    application_id: row.application_id,
    ref_id: row.ref_id,
    version: row.version,
    doc_type: docType,
    tag: row.tag,
    document_type_id: row.document_type_id,
    document_type_name: row.document_type_name,
    status: row.status,
    payment_status: row.payment_status,
    verify_info: row.verify_info,
    viewer_code: row.viewer_code,
    // Requests are made by their owner or on the owner's behalf; the uploader stands for the owner's account.
    doc_owner_id: row.uploaded_by_user_id,
    uploaded_by_user_id: row.uploaded_by_user_id,
    uploaded_by_firstName: row.uploader_first_name,
    uploaded_by_lastName: row.uploader_last_name,
    uploaded_by_email: row.uploader_email,
    docOwnerFirstName: row.owner_first_name,
    docOwnerMiddleName: row.owner_middle_name,
    docOwnerLastName: row.owner_last_name,
    docOwnerDOB: row.owner_date_of_birth,
    country_code: row.country_code,
    country_name: row.country_name,
    institution: {
      id: row.organisation_id,
      company_name: row.organisation_name,
      company_ref: row.organisation_ref,
      city: row.organisation_city,
    },
    // One column holds the institution named on the form: the school for education, the body for professional.
    verifier_name: docType === 'prof' ? null : row.verifier_name,
    verifier_city: row.verifier_city,
    doc_verifier_name: docType === 'prof' ? row.verifier_name : null,
    studentId: row.student_id,
    course: row.course,
    qualification: row.qualification,
    enrollment_status: row.enrollment_status,
    start_year: row.start_year,
    end_year: row.end_year,
    bank_name: row.bank_name,
    account_name: row.account_name,
    employer_name: row.employer_name,
    job_title: row.job_title,
    // The name as it will be downloaded; rows recorded before names were made safe are shown safely too.
    file: {
      name: safeDownloadName(row.file_name, row.mime_type),
      mime_type: row.mime_type,
      size_bytes: row.size_bytes,
    },
    has_proof: row.proof_file_id !== null,
    fee:
      row.fee_currency === null
        ? null
        : {
            currency: row.fee_currency,
            service_charge: row.fee_service_charge ?? 0,
            organisation_surcharge: row.fee_organisation_surcharge ?? 0,
            platform_surcharge: row.fee_platform_surcharge ?? 0,
            total: row.fee_total ?? 0,
          },
    decided_at: row.decided_at,
    submitted_at: row.submitted_at,
    due_at: row.due_at,
    overdue_days: overdueDays,
    answered: row.status === 'pending' && row.latest_from_status === 'queried',
    created_at: row.created_at,
    updated_at: row.updated_at,
    can: documentActions(viewer, { ...row, overdue: overdueDays !== null }),
  };
}

/**
 * Working days past its due date while the request waits for its verifying body (decision 073): a queried request
 * waits for its owner, and a decided, archived or unpaid one waits for nobody, so none of those is overdue.
 */
export function overdue(row: Pick<PresentableDocumentRow, 'status' | 'due_at'>, now: Date): number | null {
  if (row.due_at === null || (row.status !== 'submitted' && row.status !== 'pending')) return null;
  return workingDaysOverdue(new Date(row.due_at), now);
}

/** The requests of a list page (their `seq`, in the page's order), as `viewer` sees them: one query. */
export async function presentDocumentsBySeq(ctx: AppContext, seqs: number[], viewer: Viewer): Promise<TDocument[]> {
  const now = ctx.clock.now();
  return (await findPresentableDocumentsBySeq(ctx.db, seqs)).map((row) => toDocument(row, viewer, now));
}
