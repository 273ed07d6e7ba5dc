import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { createIndexNow, queueIndexBuilds, type IndexBuild } from '../index-builds';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

type Create = IndexBuild & { kind: 'create' };

/**
 * SQLite only. A list searched for a common term is read in its order and each row's search text
 * checked (db/keyset `windowed`); where the rows are scattered over the table, or wide, each check was a random
 * read of the row. With the search text at the end of the index that serves the order, the check never leaves
 * the index. Each replaces the index it extends (the same columns first: every page, cursor and count of the list
 * still reads it). Measured at a million requests, the check statements of one search:
 * - a person's own list (`uploaded_by_user_id`): 2,762 → 829 µs (their requests are spread over the table);
 * - the audit trail, newest first: 7,959 → 2,236 µs over four windows (its rows carry before/after JSON), the
 *   windows' edges 475 → 867 µs (wider entries): the search's statements 9.9 → 4.7 ms;
 * - the administrator's users, by kind: 1,963 → 664 µs (100k accounts).
 * Not taken for the body's queue, where the matches are dense enough that the wider entries cost what the checks
 * saved. ~210 MB for the documents and ~250 MB for the audit trail at a million rows.
 *
 * Not on PostgreSQL: a B-tree entry there is limited to ~2.7 KB and a search text has no such bound, so an insert
 * could fail; its searches go through the trigram index instead.
 */
const extended: [table: string, name: string, definition: string][] = [
  ['documents', 'documents_uploader_by_newest', 'uploaded_by_user_id, created_at, seq'],
  ['audit_log', 'audit_log_by_newest', 'created_at, seq'],
  ['users', 'users_by_kind', 'is_system_admin, category, created_at, seq'],
];
const rebuilt: { replaced: Create; searched: Create }[] = extended.map(([table, name, definition]) => ({
  replaced: { kind: 'create', name, table, definition },
  searched: { kind: 'create', name: `${name}_searched`, table, definition: `${definition}, search_text` },
}));

// Built after the migrations commit, each old one dropped once its replacement exists.
export async function up(db: AnyDb): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  await queueIndexBuilds(
    db,
    rebuilt.flatMap(({ replaced, searched }): IndexBuild[] => [searched, { kind: 'drop', name: replaced.name }]),
  );
}

export async function down(db: AnyDb): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  for (const { replaced, searched } of rebuilt) {
    await createIndexNow(db, replaced);
    await db.schema.dropIndex(searched.name).ifExists().execute();
  }
  const names = rebuilt.flatMap(({ replaced, searched }) => [replaced.name, searched.name]);
  await db.deleteFrom('index_builds').where('name', 'in', names).execute();
}
