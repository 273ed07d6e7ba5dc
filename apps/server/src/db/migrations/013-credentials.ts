import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Decision 022: a signed W3C Verifiable Credential for each verified request, the public keys that ever
 * signed one (so every instance and every rotated key stays checkable), and the Bitstring Status Lists that
 * revoke them.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('credential_keys')
    .addColumn('kid', 'text', (c) => c.primaryKey())
    .addColumn('public_jwk', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('status_lists')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('size', 'integer', (c) => c.notNull())
    // Slots taken, kept with each issue: deciding when to open the next list reads one row, not a count of 90,000.
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('credentials')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id'))
    .addColumn('kid', 'text', (c) => c.notNull().references('credential_keys.kid'))
    .addColumn('status_list_id', 'integer', (c) => c.notNull().references('status_lists.id'))
    .addColumn('status_index', 'integer', (c) => c.notNull())
    .addColumn('jws', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('revocation_reason', 'text')
    // One credential per bit: the index is the credential's place in its status list.
    .addUniqueConstraint('credentials_status_slot_key', ['status_list_id', 'status_index'])
    .execute();
  // The newest credential of a request.
  await db.schema
    .createIndex('credentials_document_idx')
    .on('credentials')
    .columns(['document_id', 'issued_at'])
    .execute();
  // At most one live credential per request: two lazy issues at once (any instance) give one.
  await db.schema
    .createIndex('credentials_live_idx')
    .on('credentials')
    .column('document_id')
    .unique()
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
  // The revoked bits of one list, and its newest revocation (the signed list's cache key), from the index alone.
  await db.schema
    .createIndex('credentials_revoked_idx')
    .on('credentials')
    .columns(['status_list_id', 'revoked_at', 'status_index'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('credentials').execute();
  await db.schema.dropTable('status_lists').execute();
  await db.schema.dropTable('credential_keys').execute();
}
