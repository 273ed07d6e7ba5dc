import type { Kysely } from 'kysely';
import { createIndexNow, queueIndexBuilds, type IndexBuild } from '../index-builds';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A body's dashboard reads its newest 1,000 decisions for the turnaround (org-dashboard.repository
 * `recentDecisions`) along `documents_by_decision (organisation_id, decided_at)`, then each row from the table for
 * its status and times: at a million requests, for the body receiving 300k, 1,024 page reads on PostgreSQL (2.4 ms
 * of running) and 2.0 of the dashboard's 5.0 ms on SQLite. With those columns at the end of the index the read
 * never leaves it. It still leads with `organisation_id`, so every request stays findable by its body
 * (foreign-key checks). The same columns on both databases (every one of them short, unlike a search text).
 */
const replaced = {
  kind: 'create',
  name: 'documents_by_decision',
  table: 'documents',
  definition: 'organisation_id, decided_at',
} as const satisfies IndexBuild;
const covering = {
  kind: 'create',
  name: 'documents_by_decision_covering',
  table: 'documents',
  definition: 'organisation_id, decided_at, status, created_at, submitted_at',
} as const satisfies IndexBuild;

// Built after the migrations commit (CONCURRENTLY on PostgreSQL); the old one dropped once the new one exists.
export async function up(db: AnyDb): Promise<void> {
  await queueIndexBuilds(db, [covering, { kind: 'drop', name: replaced.name }]);
}

export async function down(db: AnyDb): Promise<void> {
  await createIndexNow(db, replaced);
  await db.schema.dropIndex(covering.name).ifExists().execute();
  await db.deleteFrom('index_builds').where('name', 'in', [replaced.name, covering.name]).execute();
}
