import type { Db } from '../../db/database';
import type { OrganisationRow, StoredFileRow } from '../../db/schema';

/** A body with what it has shown of itself, and its evidence file's record when it sent one. */
export async function findBodyProofRow(db: Db, organisationId: string) {
  return db
    .selectFrom('organisations')
    .leftJoin('stored_files as evidence', 'evidence.id', 'organisations.evidence_file_id')
    .select([
      'organisations.id',
      'organisations.name',
      'organisations.website',
      'organisations.domain',
      'organisations.categories',
      'organisations.domain_verified_at',
      'organisations.domain_contact_email',
      'organisations.verification_status',
      'evidence.id as evidence_id',
      'evidence.file_name as evidence_file_name',
      'evidence.mime_type as evidence_mime_type',
      'evidence.size_bytes as evidence_size_bytes',
      'evidence.created_at as evidence_uploaded_at',
      'evidence.storage_key as evidence_storage_key',
    ])
    .where('organisations.id', '=', organisationId)
    .executeTakeFirst();
}
export type BodyProofRow = NonNullable<Awaited<ReturnType<typeof findBodyProofRow>>>;

/** Records the evidence file and points the body at it, in one transaction (the file is in the store already). */
export async function recordEvidence(db: Db, organisationId: string, file: StoredFileRow, now: string): Promise<void> {
  await db.insertInto('stored_files').values(file).execute();
  await db
    .updateTable('organisations')
    .set({ evidence_file_id: file.id, updated_at: now })
    .where('id', '=', organisationId)
    .execute();
}

/** Control of the domain is proven: when, and through which address. */
export async function markDomainProven(
  db: Db,
  change: { organisationId: string; domain: string; address: string; now: string },
): Promise<void> {
  await db
    .updateTable('organisations')
    .set({ domain_verified_at: change.now, domain_contact_email: change.address, updated_at: change.now })
    .where('id', '=', change.organisationId)
    // The domain proven is the one the code was sent for.
    .where('domain', '=', change.domain)
    .execute();
}

const LOOK_ALIKE_CANDIDATES = 50;

/**
 * The bodies sharing most words with a name (read through the words' key, never by reading every body), at most
 * LOOK_ALIKE_CANDIDATES of them: the service scores each.
 */
export async function findLookAlikeCandidates(db: Db, words: string[], exceptId: string) {
  if (words.length === 0) return [];
  const shared = await db
    .selectFrom('organisation_name_words')
    .select(['organisation_id', (eb) => eb.fn.countAll<number>().as('shared')])
    .where('word', 'in', words)
    .where('organisation_id', '<>', exceptId)
    .groupBy('organisation_id')
    .orderBy('shared', 'desc')
    .orderBy('organisation_id')
    .limit(LOOK_ALIKE_CANDIDATES)
    .execute();
  if (shared.length === 0) return [];
  return bodySummaries(db)
    .where(
      'organisations.id',
      'in',
      shared.map((row) => row.organisation_id),
    )
    .execute();
}

const bodySummaries = (db: Db) =>
  db
    .selectFrom('organisations')
    .leftJoin('countries', 'countries.code', 'organisations.country_code')
    .select([
      'organisations.id',
      'organisations.name',
      'organisations.city',
      'countries.name as country_name',
      'organisations.domain',
      'organisations.verification_status',
    ]);

/** Other bodies that named the same domain (read through the domain's index; a handful at most is shown). */
export async function findBodiesWithDomain(db: Db, domain: string, exceptId: string) {
  return bodySummaries(db)
    .where('organisations.domain', '=', domain)
    .where('organisations.id', '<>', exceptId)
    .orderBy('organisations.created_at')
    .limit(20)
    .execute();
}

export type BodySummaryRow = Pick<OrganisationRow, 'id' | 'name' | 'city' | 'domain' | 'verification_status'> & {
  country_name: string | null;
};
