import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The institution's details at sign-up (industry, country, contact e-mail and phone) already have columns on
 * `organisations`, and its authorised person is the user who created it (`created_by_user_id`). What the
 * referrals screens add is a paged list of the users an organisation referred, newest first.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('users_referred_newest_idx')
    .on('users')
    .columns(['referred_by_organisation_id', 'created_at', 'id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('users_referred_newest_idx').execute();
}
