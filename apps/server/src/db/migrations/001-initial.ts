import { sql, type Kysely } from 'kysely';

// Migrations see an untyped database: they describe the schema rather than depend on it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('countries')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('organisations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('industry', 'text')
    .addColumn('country_code', 'text', (c) => c.references('countries.code'))
    .addColumn('city', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('referral_code', 'text', (c) => c.notNull().unique())
    .addColumn('verification_status', 'text', (c) => c.notNull().defaultTo('unverified'))
    .addColumn('transcript_access', 'text', (c) => c.notNull().defaultTo('inactive'))
    .addColumn('created_by_user_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .execute();
  await db.schema
    .createIndex('organisations_country_idx')
    .on('organisations')
    .columns(['country_code', 'name'])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('category', 'text')
    .addColumn('is_system_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('system_admin_type', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('email_verified_at', 'text')
    .addColumn('organisation_id', 'text', (c) => c.references('organisations.id'))
    .addColumn('referred_by_organisation_id', 'text', (c) => c.references('organisations.id'))
    .addColumn('last_login_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .addCheckConstraint('users_category_check', sql`category in ('org', 'staff', 'indv', 'student', 'agent')`)
    .addCheckConstraint('users_status_check', sql`status in ('active', 'inactive')`)
    .execute();
  await db.schema.createIndex('users_organisation_idx').on('users').column('organisation_id').execute();
  await db.schema.createIndex('users_referred_by_idx').on('users').column('referred_by_organisation_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('one_time_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('consumed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('one_time_codes_lookup_idx')
    .on('one_time_codes')
    .columns(['email', 'purpose', 'created_at'])
    .execute();

  await db.schema
    .createTable('admin_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('admin_type', 'text', (c) => c.notNull())
    .addColumn('invited_by_user_id', 'text', (c) => c.references('users.id'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_to_idx').on('mail_outbox').columns(['to_address', 'created_at']).execute();

  await db.schema
    .createTable('document_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('document_types')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('category_id', 'text', (c) => c.notNull().references('document_categories.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addUniqueConstraint('document_types_name_unique', ['category_id', 'name'])
    .execute();

  await db.schema
    .createTable('companies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('industries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('service_charges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('document_type_id', 'text', (c) => c.notNull().unique().references('document_types.id'))
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by_user_id', 'text', (c) => c.references('users.id'))
    .addCheckConstraint('service_charges_amount_check', sql`amount_minor >= 0`)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'service_charges',
    'industries',
    'companies',
    'document_types',
    'document_categories',
    'mail_outbox',
    'admin_invitations',
    'one_time_codes',
    'sessions',
    'users',
    'organisations',
    'countries',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
