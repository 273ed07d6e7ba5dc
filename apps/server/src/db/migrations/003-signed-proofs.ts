import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The signed proof PDF a verifier attaches to a decision (spec section 3 "Status edit payload"). */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('documents')
    .addColumn('proof_file_id', 'text', (c) => c.references('stored_files.id'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('proof_file_id').execute();
}
