import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Decision 023: share links the owner controls, and the log of who opened them. A request's old viewer
 * code becomes its owner's default link: the first time it is used or listed, a `document_shares` row with that
 * same code is written (features/shares/default-share.ts), so no backfill over every verified request runs here.
 * The tables are new and empty, so their indexes are built in the migration, not queued (db/index-builds.ts).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('document_shares')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id'))
    // A secret as long as the viewer code: holding it is the only authorisation a stranger needs.
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_by_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_by_user_id', 'text', (c) => c.references('users.id'))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    // Kept with the link (not counted from the log): the owner's list reads one row per link, and the count
    // outlives the 12 months the log itself is kept.
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_viewed_at', 'text')
    .execute();
  await db.schema
    .createIndex('document_shares_document_idx')
    .on('document_shares')
    .columns(['document_id', 'created_at'])
    .execute();
  // One default link per request: two first visits at once write it once.
  await db.schema
    .createIndex('document_shares_default_idx')
    .on('document_shares')
    .column('document_id')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();

  await db.schema
    .createTable('share_views')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('share_id', 'text', (c) => c.notNull().references('document_shares.id'))
    .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id'))
    .addColumn('viewed_at', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('browser_family', 'text', (c) => c.notNull())
    .addColumn('network_hint', 'text', (c) => c.notNull())
    .execute();
  // A link's newest views (the one-visit-one-view check), a request's views page by page, and the retention job.
  await db.schema.createIndex('share_views_share_idx').on('share_views').columns(['share_id', 'viewed_at']).execute();
  await db.schema
    .createIndex('share_views_document_idx')
    .on('share_views')
    .columns(['document_id', 'viewed_at', 'id'])
    .execute();
  await db.schema.createIndex('share_views_viewed_idx').on('share_views').column('viewed_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('share_views').execute();
  await db.schema.dropTable('document_shares').execute();
}
