import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Decision 075: passkeys and authenticator apps as second factors, ten recovery codes per account, the challenges a
 * passkey answers, and on each session the step it is at and when it last gave a second factor. New tables and
 * nullable or defaulted columns only, so it applies at once to a database of any size.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('user_factors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('last_used_at', 'text')
    .addColumn('credential_id', 'text', (c) => c.unique())
    .addColumn('public_key', 'text')
    .addColumn('sign_count', 'bigint')
    .addColumn('transports', 'text')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_last_step', 'bigint')
    .execute();
  await db.schema.createIndex('user_factors_by_user').on('user_factors').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('recovery_codes_by_user').on('recovery_codes').column('user_id').execute();

  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('session_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webauthn_challenges_expiry').on('webauthn_challenges').column('expires_at').execute();

  await db.schema
    .alterTable('sessions')
    .addColumn('stage', 'text', (c) => c.notNull().defaultTo('complete'))
    .execute();
  await db.schema.alterTable('sessions').addColumn('second_factor_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('second_factor_enrolled_at', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('second_factor_enrolled_at').execute();
  await db.schema.alterTable('sessions').dropColumn('second_factor_at').execute();
  await db.schema.alterTable('sessions').dropColumn('stage').execute();
  await db.schema.dropTable('webauthn_challenges').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropTable('user_factors').execute();
}
