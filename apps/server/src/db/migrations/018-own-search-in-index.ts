import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { queueIndexBuilds, type IndexBuild } from '../index-builds';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Issue 10, SQLite only: a person's own list searched for a common term reads their requests newest first and
 * checks each one's search text. A person's requests are scattered over the whole table, so each check was a
 * random read of the row: at a million requests, 2.8 of the search's 4.5 ms of statements for someone with 5,000
 * requests. With the search text in the index that serves the order, the check never leaves the index (0.8 ms).
 * It replaces the index it extends (the same columns first: every page, cursor and count of the list still reads
 * it). At a million requests it takes ~210 MB, ~10 s to build.
 *
 * Not on PostgreSQL: a B-tree entry there is limited to ~2.7 KB and a search text has no such bound, so an insert
 * could fail; its searches go through the trigram index instead.
 */
const searched: IndexBuild & { kind: 'create' } = {
  kind: 'create',
  name: 'documents_uploader_by_newest_searched',
  table: 'documents',
  definition: 'uploaded_by_user_id, created_at, seq, search_text',
};
const replaced: IndexBuild & { kind: 'create' } = {
  kind: 'create',
  name: 'documents_uploader_by_newest',
  table: 'documents',
  definition: 'uploaded_by_user_id, created_at, seq',
};

// Built after the migrations commit, the old one dropped once the new exists.
export async function up(db: AnyDb): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  await queueIndexBuilds(db, [searched, { kind: 'drop', name: replaced.name }]);
}

export async function down(db: AnyDb): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  await db.schema
    .createIndex(replaced.name)
    .ifNotExists()
    .on('documents')
    .columns(replaced.definition.split(', '))
    .execute();
  await db.schema.dropIndex(searched.name).ifExists().execute();
  await db.deleteFrom('index_builds').where('name', 'in', [searched.name, replaced.name]).execute();
}
