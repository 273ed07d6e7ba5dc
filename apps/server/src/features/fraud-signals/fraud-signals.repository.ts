import type { Db } from '../../db/database';

/** History lines whose file is the verifier's signed proof, not something the owner sent. */
const DECISIONS = ['verified', 'queried'] as const;

/**
 * The hashes of every file the request's owner sent for it: the current one and those its history holds (the
 * submission, and a new file with each answer to a query); the verifier's proofs are left out.
 */
export async function ownerFileHashes(db: Db, documentId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('stored_files')
    .select('stored_files.sha256')
    .where((eb) =>
      eb.or([
        eb(
          'stored_files.id',
          'in',
          eb.selectFrom('documents').select('documents.file_id').where('documents.id', '=', documentId),
        ),
        eb(
          'stored_files.id',
          'in',
          eb
            .selectFrom('document_events')
            .select('document_events.file_id')
            .where('document_events.document_id', '=', documentId)
            .where('document_events.file_id', 'is not', null)
            .where('document_events.to_status', 'not in', DECISIONS),
        ),
      ]),
    )
    .distinct()
    // A request holds its submission and one file per answer: a handful, bounded all the same.
    .limit(50)
    .execute();
  return rows.map((row) => row.sha256);
}

export type OtherUpload = { documentId: string; applicationId: string; uploadedAt: string };

type Owner = { documentId: string; uploaderId: string; senderOrganisationId: string | null };

/** How many files with the same hash are looked at: enough for a handful of signals, bounded whatever happens. */
const CANDIDATE_FILES = 100;

/**
 * Other people's requests holding a file with one of these hashes, earliest upload first, at most `limit`.
 * "Other people" leaves out the same uploader and, for an organisation's requests, the same organisation: a
 * person or body sending the same certificate again is no signal. Three bounded index lookups (migration 015):
 * stored_files by hash (not the owner's own uploads, so re-sending cannot crowd the others out), the requests
 * holding those files now or on the history line their owner sent them with, then those requests by id.
 */
export async function otherOwnersUploads(db: Db, hashes: string[], owner: Owner, limit: number) {
  if (hashes.length === 0) return [];
  const files = await db
    .selectFrom('stored_files')
    .select(['id', 'created_at'])
    .where('sha256', 'in', hashes)
    .where('uploaded_by_user_id', '<>', owner.uploaderId)
    .orderBy('created_at')
    .limit(CANDIDATE_FILES)
    .execute();
  if (files.length === 0) return [];
  const fileIds = files.map((file) => file.id);
  const [held, sent] = await Promise.all([
    db
      .selectFrom('documents')
      .select(['id as documentId', 'file_id as fileId'])
      .where('file_id', 'in', fileIds)
      .execute(),
    db
      .selectFrom('document_events')
      .select(['document_id as documentId', 'file_id as fileId'])
      .where('file_id', 'in', fileIds)
      .where('to_status', 'not in', DECISIONS)
      .execute(),
  ]);
  const links = [...held, ...sent];
  if (links.length === 0) return [];
  let others = db
    .selectFrom('documents')
    .select(['id', 'application_id'])
    .where('id', 'in', [...new Set(links.map((link) => link.documentId))])
    .where('id', '<>', owner.documentId)
    .where('uploaded_by_user_id', '<>', owner.uploaderId);
  if (owner.senderOrganisationId) {
    const organisationId = owner.senderOrganisationId;
    others = others.where((eb) =>
      eb.or([eb('sender_organisation_id', 'is', null), eb('sender_organisation_id', '<>', organisationId)]),
    );
  }
  const applicationIds = new Map((await others.execute()).map((row) => [row.id, row.application_id]));
  const uploadedAt = new Map(files.map((file) => [file.id, file.created_at]));
  // One signal per other request, dated by its first upload of the file.
  const byDocument = new Map<string, OtherUpload>();
  for (const link of links) {
    const applicationId = applicationIds.get(link.documentId);
    const at = link.fileId ? uploadedAt.get(link.fileId) : undefined;
    if (!applicationId || !at) continue;
    const seen = byDocument.get(link.documentId);
    if (!seen || at < seen.uploadedAt)
      byDocument.set(link.documentId, { documentId: link.documentId, applicationId, uploadedAt: at });
  }
  return [...byDocument.values()].sort((a, b) => a.uploadedAt.localeCompare(b.uploadedAt)).slice(0, limit);
}

/** The list entries with these normalised names: an equality lookup on the unique index. */
export function listedInstitutions(db: Db, normalisedNames: string[]) {
  if (normalisedNames.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('unaccredited_institutions')
    .select(['name', 'normalised_name', 'country_code', 'source'])
    .where('normalised_name', 'in', normalisedNames)
    .execute();
}
