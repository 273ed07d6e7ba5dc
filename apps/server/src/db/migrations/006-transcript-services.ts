import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A verifying body's transcript service: its fee replaces the platform's transcript charge at
 * checkout. Delivery options are a JSON array in text, portable across SQLite and PostgreSQL.
 * One surcharge per organisation: the unique index turns two racing "create" calls into one row and a 409.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('transcript_services')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) => c.notNull().unique().references('organisations.id'))
    .addColumn('fee_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('processing_days', 'integer', (c) => c.notNull())
    .addColumn('delivery_options', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .addColumn('updated_by_user_id', 'text', (c) => c.references('users.id'))
    .addCheckConstraint('transcript_services_fee_check', sql`fee_minor >= 0`)
    .addCheckConstraint('transcript_services_days_check', sql`processing_days >= 1`)
    .execute();

  // Null organisation ids (the platform's surcharges) stay unconstrained: both databases let NULLs repeat.
  await db.schema
    .createIndex('surcharges_organisation_unique')
    .on('surcharges')
    .column('organisation_id')
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('surcharges_organisation_unique').execute();
  await db.schema.dropTable('transcript_services').execute();
}
