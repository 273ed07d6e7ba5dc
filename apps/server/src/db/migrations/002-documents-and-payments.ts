import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Verification requests, their files, their append-only status history, their payments, the sandbox
 * gateway's own ledger and the surcharges a checkout adds to the platform's service charge.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('surcharges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Null: the platform's own surcharge, set by administrators; otherwise a verifying body's.
    .addColumn('organisation_id', 'text', (c) => c.references('organisations.id'))
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .addColumn('updated_by_user_id', 'text', (c) => c.references('users.id'))
    .addCheckConstraint('surcharges_amount_check', sql`amount_minor >= 0`)
    .execute();
  await db.schema.createIndex('surcharges_organisation_idx').on('surcharges').column('organisation_id').execute();

  await db.schema
    .createTable('stored_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('uploaded_by_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('application_id', 'text', (c) => c.notNull().unique())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('uploaded_by_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('category_id', 'text', (c) => c.notNull().references('document_categories.id'))
    .addColumn('document_type_id', 'text', (c) => c.notNull().references('document_types.id'))
    .addColumn('document_type_name', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull().references('countries.code'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('verify_info', 'text')
    .addColumn('viewer_code', 'text', (c) => c.unique())
    .addColumn('owner_first_name', 'text', (c) => c.notNull())
    .addColumn('owner_middle_name', 'text')
    .addColumn('owner_last_name', 'text', (c) => c.notNull())
    .addColumn('owner_date_of_birth', 'text', (c) => c.notNull())
    // Kind-specific details (spec section 3); unused ones stay null.
    .addColumn('verifier_name', 'text')
    .addColumn('verifier_city', 'text')
    .addColumn('student_id', 'text')
    .addColumn('course', 'text')
    .addColumn('qualification', 'text')
    .addColumn('enrollment_status', 'text')
    .addColumn('start_year', 'integer')
    .addColumn('end_year', 'integer')
    .addColumn('bank_name', 'text')
    .addColumn('account_name', 'text')
    .addColumn('employer_name', 'text')
    .addColumn('job_title', 'text')
    .addColumn('file_id', 'text', (c) => c.notNull().references('stored_files.id'))
    // Lower-cased application id, reference, status, type and owner names: the search of spec section 5.
    .addColumn('search_text', 'text', (c) => c.notNull())
    // Lower-cased "last first": sorting by name uses an index and agrees on both databases, whatever the collation.
    .addColumn('sort_name', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'documents_status_check',
      sql`status in ('awaiting_payment', 'submitted', 'pending', 'verified', 'queried', 'archived')`,
    )
    .addCheckConstraint('documents_payment_status_check', sql`payment_status in ('pending', 'confirmed', 'failed')`)
    .execute();
  // Each list scope (by uploader, by receiving organisation) has an index per order (newest, name) and one that
  // answers the header facets and the per-status counts from the index alone. bench/documents-list.ts measures them.
  for (const [scope, column] of [
    ['uploader', 'uploaded_by_user_id'],
    ['organisation', 'organisation_id'],
  ] as const) {
    await db.schema
      .createIndex(`documents_${scope}_newest_idx`)
      .on('documents')
      .columns([column, 'created_at', 'id'])
      .execute();
    await db.schema.createIndex(`documents_${scope}_name_idx`).on('documents').columns([column, 'sort_name']).execute();
    await db.schema
      .createIndex(`documents_${scope}_facets_idx`)
      .on('documents')
      .columns([column, 'status', 'document_type_name'])
      .execute();
  }
  await db.schema.createIndex('documents_ref_idx').on('documents').column('ref_id').execute();

  await db.schema
    .createTable('document_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id'))
    .addColumn('actor_user_id', 'text', (c) => c.references('users.id'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('file_id', 'text', (c) => c.references('stored_files.id'))
    // The document's version after this change: orders the history even when two changes share a timestamp.
    .addColumn('document_version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('document_events_version_unique', ['document_id', 'document_version'])
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id'))
    .addColumn('payer_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('gateway', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('service_charge_minor', 'integer', (c) => c.notNull())
    .addColumn('organisation_surcharge_minor', 'integer', (c) => c.notNull())
    .addColumn('platform_surcharge_minor', 'integer', (c) => c.notNull())
    .addColumn('gateway_reference', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    .addCheckConstraint('payments_status_check', sql`status in ('pending', 'confirmed', 'failed')`)
    .addCheckConstraint('payments_amount_check', sql`amount_minor >= 0`)
    .execute();
  await db.schema.createIndex('payments_payer_idx').on('payments').columns(['payer_user_id', 'created_at']).execute();
  await db.schema.createIndex('payments_document_idx').on('payments').column('document_id').execute();

  await db.schema
    .createTable('sandbox_charges')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['sandbox_charges', 'payments', 'document_events', 'documents', 'stored_files', 'surcharges']) {
    await db.schema.dropTable(table).execute();
  }
}
