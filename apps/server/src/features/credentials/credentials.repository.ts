import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { CredentialRow } from '../../db/schema';
import type { PublicSigningJwk, SigningKey } from './signing-keys';

/** Records the key's public half, once: every instance and every rotated key stays in the JWKS. */
export async function publishSigningKey(db: Db, key: SigningKey, now: string): Promise<void> {
  await db
    .insertInto('credential_keys')
    .values({ kid: key.kid, public_jwk: JSON.stringify(key.publicJwk), created_at: now })
    .onConflict((oc) => oc.column('kid').doNothing())
    .execute();
}

/** Keys are few (one per instance or rotation); the bound only guards the answer's size. */
export async function listPublishedKeys(db: Db): Promise<PublicSigningJwk[]> {
  const rows = await db.selectFrom('credential_keys').select('public_jwk').orderBy('created_at').limit(1000).execute();
  return rows.map((row) => JSON.parse(row.public_jwk) as PublicSigningJwk);
}

export async function newestStatusList(db: Db) {
  return db.selectFrom('status_lists').select(['id', 'size', 'used']).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export async function findStatusList(db: Db, id: number) {
  return db.selectFrom('status_lists').select(['id', 'size']).where('id', '=', id).executeTakeFirst();
}

/** Two issues that open the same new list at once both use it. */
export async function createStatusList(db: Db, list: { id: number; size: number; now: string }): Promise<void> {
  await db
    .insertInto('status_lists')
    .values({ id: list.id, size: list.size, created_at: list.now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function isSlotTaken(db: Db, listId: number, index: number): Promise<boolean> {
  const row = await db
    .selectFrom('credentials')
    .select('id')
    .where('status_list_id', '=', listId)
    .where('status_index', '=', index)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * False when the slot was taken meanwhile or the request got a live credential meanwhile (the unique indexes
 * decide); nothing is raised, so a PostgreSQL transaction stays usable for the next try.
 */
export async function insertCredential(db: Db, row: CredentialRow): Promise<boolean> {
  const result = await db
    .insertInto('credentials')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
  await db
    .updateTable('status_lists')
    .set((eb) => ({ used: eb('used', '+', 1) }))
    .where('id', '=', row.status_list_id)
    .execute();
  return true;
}

export async function findLiveCredential(db: Db, documentId: string): Promise<CredentialRow | undefined> {
  return db
    .selectFrom('credentials')
    .selectAll()
    .where('document_id', '=', documentId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** The live one when there is one (it is the newest), else the newest revoked one. */
export async function findNewestCredential(db: Db, documentId: string): Promise<CredentialRow | undefined> {
  return db
    .selectFrom('credentials')
    .selectAll()
    .where('document_id', '=', documentId)
    .orderBy(sql`case when revoked_at is null then 0 else 1 end`)
    .orderBy('issued_at', 'desc')
    .orderBy('revoked_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function revokeLiveCredential(db: Db, documentId: string, now: string, reason: string): Promise<void> {
  await db
    .updateTable('credentials')
    .set({ revoked_at: now, revocation_reason: reason })
    .where('document_id', '=', documentId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The revoked bits of one list: at most its size, read from credentials_revoked_idx. */
export async function revokedSlots(db: Db, listId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('credentials')
    .select('status_index')
    .where('status_list_id', '=', listId)
    .where('revoked_at', 'is not', null)
    .execute();
  return rows.map((row) => Number(row.status_index));
}

/** Changes whenever a bit of the list flips: the signed list's cache key. */
export async function revocationStamp(db: Db, listId: number): Promise<string> {
  const row = await db
    .selectFrom('credentials')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.max('revoked_at').as('newest')])
    .where('status_list_id', '=', listId)
    .where('revoked_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return `${Number(row.count)}|${row.newest ?? ''}`;
}

/** What the credential says about a request, in one query; undefined unless it is verified with a viewer code. */
export async function findCredentialFacts(db: Db, documentId: string) {
  return (
    db
      .selectFrom('documents')
      .innerJoin('document_categories', 'document_categories.id', 'documents.category_id')
      .innerJoin('organisations', 'organisations.id', 'documents.organisation_id')
      .leftJoin('countries', 'countries.code', 'organisations.country_code')
      // The request's file is its original, the one verified: its hash lets a holder of the file show it is that one.
      .innerJoin('stored_files', 'stored_files.id', 'documents.file_id')
      .select([
        'documents.id',
        'documents.application_id',
        'documents.viewer_code',
        'documents.document_type_name',
        'documents.owner_first_name',
        'documents.owner_middle_name',
        'documents.owner_last_name',
        'documents.verifier_name',
        'documents.bank_name',
        'documents.employer_name',
        'documents.course',
        'documents.qualification',
        'documents.start_year',
        'documents.end_year',
        'documents.decided_at',
        'documents.updated_at',
        'document_categories.tag',
        'organisations.name as organisation_name',
        'countries.name as country_name',
        'stored_files.sha256 as file_sha256',
      ])
      .where('documents.id', '=', documentId)
      .where('documents.status', '=', 'verified')
      .where('documents.viewer_code', 'is not', null)
      .executeTakeFirst()
  );
}
export type CredentialFacts = NonNullable<Awaited<ReturnType<typeof findCredentialFacts>>>;

/** The certificate's facts beside the credential: the public code and the application id. */
export async function findCertificateDocument(db: Db, documentId: string) {
  return db
    .selectFrom('documents')
    .select(['id', 'status', 'application_id', 'viewer_code'])
    .where('id', '=', documentId)
    .executeTakeFirst();
}
