import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { DocumentEventsTable, DocumentStatus, NewDocument, StoredFileRow } from '../../db/schema';
import { inScope, type DocumentScope } from './documents-list.repository';
import { documentSearchText } from './search-text';
import { executeNamed } from '../../db/named-statements';
import { rowsBySeq } from '../../db/rows-by-seq';

type ScopedDocument = { id: string; status: DocumentStatus; version: number };

/** The document's id when any of the scopes holds it: the one record check behind every read. */
export async function findDocumentInScopes(
  db: Db,
  documentId: string,
  scopes: DocumentScope[],
): Promise<ScopedDocument | undefined> {
  if (scopes.length === 0) return undefined;
  return db
    .selectFrom('documents')
    .select(['documents.id', 'documents.status', 'documents.version'])
    .where('documents.id', '=', documentId)
    .where((eb) => eb.or(scopes.map((scope) => inScope(eb, scope))))
    .executeTakeFirst();
}

/**
 * Everything the presenter needs, in one query with joins; the fee is the newest payment attempt's.
 */
function presentable(db: Db) {
  return db
    .selectFrom('documents')
    .innerJoin('document_categories', 'document_categories.id', 'documents.category_id')
    .innerJoin('users as uploader', 'uploader.id', 'documents.uploaded_by_user_id')
    .innerJoin('organisations', 'organisations.id', 'documents.organisation_id')
    .innerJoin('countries', 'countries.code', 'documents.country_code')
    .innerJoin('stored_files', 'stored_files.id', 'documents.file_id')
    .leftJoin('payments', 'payments.reference', 'documents.ref_id')
    .select([
      'documents.id',
      'documents.application_id',
      'documents.ref_id',
      'documents.uploaded_by_user_id',
      'documents.organisation_id',
      'documents.category_id',
      'documents.document_type_id',
      'documents.document_type_name',
      'documents.country_code',
      'documents.status',
      'documents.payment_status',
      'documents.version',
      'documents.verify_info',
      'documents.viewer_code',
      'documents.owner_first_name',
      'documents.owner_middle_name',
      'documents.owner_last_name',
      'documents.owner_date_of_birth',
      'documents.verifier_name',
      'documents.verifier_city',
      'documents.student_id',
      'documents.course',
      'documents.qualification',
      'documents.enrollment_status',
      'documents.start_year',
      'documents.end_year',
      'documents.bank_name',
      'documents.account_name',
      'documents.employer_name',
      'documents.job_title',
      'documents.file_id',
      'documents.proof_file_id',
      'documents.decided_at',
      'documents.submitted_at',
      'documents.due_at',
      'documents.sender_organisation_id',
      'documents.referrer_organisation_id',
      'documents.created_at',
      'documents.updated_at',
      'documents.seq',
    ])
    .select([
      'document_categories.tag',
      'uploader.first_name as uploader_first_name',
      'uploader.last_name as uploader_last_name',
      'uploader.email as uploader_email',
      'uploader.organisation_id as uploader_organisation_id',
      'organisations.name as organisation_name',
      'organisations.referral_code as organisation_ref',
      'organisations.city as organisation_city',
      'countries.name as country_name',
      'stored_files.file_name',
      'stored_files.mime_type',
      'stored_files.size_bytes',
      'payments.currency as fee_currency',
      'payments.amount_minor as fee_total',
      'payments.service_charge_minor as fee_service_charge',
      'payments.organisation_surcharge_minor as fee_organisation_surcharge',
      'payments.platform_surcharge_minor as fee_platform_surcharge',
      // Where the newest change came from: queried means the owner's answer waits for the verifier. The unique
      // (document_id, document_version) index answers it with one seek per row.
      (eb) =>
        eb
          .selectFrom('document_events as latest_event')
          .select('latest_event.from_status')
          .whereRef('latest_event.document_id', '=', 'documents.id')
          .orderBy('latest_event.document_version', 'desc')
          .limit(1)
          .as('latest_from_status'),
    ]);
}

export type PresentableDocumentRow = Awaited<ReturnType<ReturnType<typeof presentable>['executeTakeFirstOrThrow']>>;

/** The rows of a list page (its rows' `seq`), in the page's order. */
export const findPresentableDocumentsBySeq: (db: Db, seqs: number[]) => Promise<PresentableDocumentRow[]> = rowsBySeq(
  'documents.seq',
  presentable,
);

/**
 * One request, and its history: on PostgreSQL planned once per connection (db/named-statements) rather than on
 * every opening of a request, where planning the seven tables' join took ten times its run.
 */
export async function findPresentableDocument(db: Db, id: string): Promise<PresentableDocumentRow | undefined> {
  const [row] = await executeNamed(db, presentable(db).where('documents.id', '=', id));
  return row;
}

export async function documentHistory(db: Db, documentId: string) {
  const history = db
    .selectFrom('document_events')
    .leftJoin('users', 'users.id', 'document_events.actor_user_id')
    .leftJoin('stored_files', 'stored_files.id', 'document_events.file_id')
    .select([
      'document_events.from_status',
      'document_events.to_status',
      'document_events.note',
      'document_events.file_id',
      'document_events.decided_file_id',
      'document_events.created_at',
      'stored_files.file_name',
      'stored_files.mime_type',
      'users.first_name as actor_first_name',
      'users.last_name as actor_last_name',
    ])
    .where('document_events.document_id', '=', documentId)
    .orderBy('document_events.document_version');
  return executeNamed(db, history);
}

/** A stranger's check of a proof (a public page): planned once per connection, as above. */
export async function findVerifiedByViewerCode(db: Db, viewerCode: string) {
  const verified = db
    .selectFrom('documents')
    .innerJoin('document_categories', 'document_categories.id', 'documents.category_id')
    .innerJoin('organisations', 'organisations.id', 'documents.organisation_id')
    .leftJoin('countries', 'countries.code', 'organisations.country_code')
    .select([
      'documents.application_id',
      'documents.status',
      'documents.document_type_name',
      'documents.owner_first_name',
      'documents.owner_middle_name',
      'documents.owner_last_name',
      'documents.verify_info',
      'documents.decided_at',
      'documents.course',
      'documents.qualification',
      'documents.start_year',
      'documents.end_year',
      'document_categories.tag',
      'organisations.name as organisation_name',
      'countries.name as country_name',
    ])
    .where('documents.viewer_code', '=', viewerCode)
    .where('documents.status', '=', 'verified');
  const [row] = await executeNamed(db, verified);
  return row;
}

export async function findStoredFile(db: Db, id: string): Promise<StoredFileRow | undefined> {
  return db.selectFrom('stored_files').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Which of these storage keys a `stored_files` row holds: one query for a whole batch (a unique index serves it). */
export async function findRecordedStorageKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.selectFrom('stored_files').select('storage_key').where('storage_key', 'in', keys).execute();
  return new Set(rows.map((row) => row.storage_key));
}

export async function insertStoredFile(db: Db, file: StoredFileRow): Promise<void> {
  await db.insertInto('stored_files').values(file).execute();
}

/**
 * Every request is written here. Which organisation's lists it also belongs to follows from its uploader: the
 * organisation they act for (org and staff accounts) and the one whose referral link they signed up through.
 */
export async function insertDocument(
  db: Db,
  document: Omit<NewDocument, 'sender_organisation_id' | 'referrer_organisation_id'>,
): Promise<void> {
  const uploader = await db
    .selectFrom('users')
    .select(['category', 'organisation_id', 'referred_by_organisation_id'])
    .where('id', '=', document.uploaded_by_user_id)
    .executeTakeFirstOrThrow();
  const actsForOrganisation = uploader.category === 'org' || uploader.category === 'staff';
  await db
    .insertInto('documents')
    .values({
      ...document,
      sender_organisation_id: actsForOrganisation ? uploader.organisation_id : null,
      referrer_organisation_id: uploader.referred_by_organisation_id,
    })
    .execute();
}

export async function insertDocumentEvent(db: Db, event: Insertable<DocumentEventsTable>): Promise<void> {
  await db.insertInto('document_events').values(event).execute();
}

/** The search column holds the status and payment status, so it is rewritten whenever either changes. */
export async function refreshSearchText(db: Db, documentId: string): Promise<void> {
  const row = await db
    .selectFrom('documents')
    .innerJoin('document_categories', 'document_categories.id', 'documents.category_id')
    .innerJoin('organisations', 'organisations.id', 'documents.organisation_id')
    .select([
      'organisations.name as body_name',
      'documents.application_id',
      'documents.ref_id',
      'documents.status',
      'documents.payment_status',
      'documents.document_type_name',
      'documents.owner_first_name',
      'documents.owner_middle_name',
      'documents.owner_last_name',
      'document_categories.tag',
    ])
    .where('documents.id', '=', documentId)
    .executeTakeFirst();
  if (!row) return;
  await db
    .updateTable('documents')
    .set({ search_text: documentSearchText(row) })
    .where('id', '=', documentId)
    .execute();
}

/** What the caller has paid, per currency: only confirmed payments count as money spent (a tally). */
export async function confirmedSpending(db: Db, payerUserId: string) {
  const rows = await db
    .selectFrom('payer_spending')
    .select(['currency', 'amount'])
    .where('payer_user_id', '=', payerUserId)
    .where('amount', '!=', 0)
    .orderBy('currency')
    .execute();
  return rows.map((row) => ({ currency: row.currency, amount: Number(row.amount) }));
}
