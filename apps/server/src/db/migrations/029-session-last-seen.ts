import type { Kysely } from 'kysely';
import { queueIndexBuilds, type IndexBuild } from '../index-builds';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A person's sessions, newest first: "where you're signed in" lists the live ones, and the new-device check reads
 * the user agents of the last 90 days' (ended ones included). Both are a range of one user's rows in this order.
 */
export const sessionsOfUser = {
  kind: 'create',
  name: 'sessions_user_created_idx',
  table: 'sessions',
  definition: 'user_id, created_at',
} as const satisfies IndexBuild;

/**
 * Decision 076: when a session was last used, written at most once every 5 minutes by the session check. Null
 * until its first use after sign-in (and for sessions older than this migration): the list shows its start then.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute();
  // Built after the migrations commit (CONCURRENTLY on PostgreSQL): sessions is written on every sign-in.
  await queueIndexBuilds(db, [sessionsOfUser]);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex(sessionsOfUser.name).ifExists().execute();
  await db.deleteFrom('index_builds').where('name', '=', sessionsOfUser.name).execute();
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
}
