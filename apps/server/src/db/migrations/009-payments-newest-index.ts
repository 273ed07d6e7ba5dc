import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Every payment, newest first: the order of the transactions list and of its CSV export, which reads it a batch
 * at a time after the last row it wrote (the export of 100k payments took 100 s).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('payments_newest_idx').on('payments').columns(['created_at', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('payments_newest_idx').execute();
}
