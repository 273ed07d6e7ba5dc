import type { TPublicVerification } from '@docverify/contract/documents/requests';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { resolvePublicCode } from './resolve-public-code';
import type { VisitSource } from './visitor';
import { findVerifiedByViewerCode } from '../documents/documents.repository';

/**
 * `/viewer/:viewerCode`: what anyone holding a verified request's code may see (decision 007) — the result, the
 * type, the name on the document, the course (or qualification) and its years, and the verifier; nothing else
 * about the owner (no date of birth, student number or file).
 */
export async function publicVerification(
  ctx: AppContext,
  code: string,
  visit: VisitSource,
): Promise<TPublicVerification['data']> {
  // The code may be the viewer code or one of the owner's share links (decision 023): 410 once revoked or expired.
  const { viewerCode } = await resolvePublicCode(ctx, code, visit);
  const row = viewerCode ? await findVerifiedByViewerCode(ctx.db, viewerCode) : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'No verified document has this code');
  return {
    application_id: row.application_id,
    status: row.status,
    tag: row.tag,
    document_type_name: row.document_type_name,
    // In full, as on the certificate whose QR code opens this page.
    owner_name: [row.owner_first_name, row.owner_middle_name, row.owner_last_name].filter(Boolean).join(' '),
    course: row.course ?? row.qualification,
    start_year: row.start_year,
    end_year: row.end_year,
    verifier: { company_name: row.organisation_name, country_name: row.country_name },
    verify_info: row.verify_info,
    decided_at: row.decided_at,
  };
}
