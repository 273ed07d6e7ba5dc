import type { Kysely } from 'kysely';
import { queueIndexBuilds, type IndexBuild } from '../index-builds';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Decision 024: fraud signals for verifiers. "Other owners' requests with a file of this hash"
 * walks stored_files by hash, then to the request that holds each file — as its current file (documents.file_id)
 * or as a file its owner sent on the way (the submission's and each query answer's history line) — so each step is
 * an index lookup. Those three tables are large: their indexes are queued and built after the migrations commit
 * (concurrently on PostgreSQL). The administrators' list of unaccredited awarding bodies is new and small.
 */
export const fraudSignalIndexes: IndexBuild[] = [
  { kind: 'create', name: 'stored_files_by_sha256', table: 'stored_files', definition: 'sha256, created_at' },
  { kind: 'create', name: 'documents_by_file', table: 'documents', definition: 'file_id' },
  {
    kind: 'create',
    name: 'document_events_by_file',
    table: 'document_events',
    definition: 'file_id',
    where: 'file_id is not null',
  },
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('unaccredited_institutions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    // The name as requests are matched against it (contract fraud-signals/normalise.ts): one entry per name.
    .addColumn('normalised_name', 'text', (c) => c.notNull().unique())
    .addColumn('country_code', 'text')
    // Where the entry was published: a URL or a list's name ('HEDD list 2026'), shown to verifiers with the signal.
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('added_by_user_id', 'text', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await queueIndexBuilds(db, fraudSignalIndexes);
}

export async function down(db: AnyDb): Promise<void> {
  for (const { name } of fraudSignalIndexes) await db.schema.dropIndex(name).ifExists().execute();
  await db
    .deleteFrom('index_builds')
    .where(
      'name',
      'in',
      fraudSignalIndexes.map(({ name }) => name),
    )
    .execute();
  await db.schema.dropTable('unaccredited_institutions').execute();
}
