import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * When an administrator deactivated an account: an organisation cannot set its staff member active again
 * while this is set (an administrator's lock wins). Nullable, so existing rows need no rewrite on either database.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('deactivated_by_admin_at', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('deactivated_by_admin_at').execute();
}
