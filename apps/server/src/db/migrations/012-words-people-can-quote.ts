import { sql, type Kysely } from 'kysely';
import { documentSearchText } from '../../features/documents/search-text';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Rows rewritten per statement: a bounded read and write, whatever the table's size. */
export const SEARCH_TEXT_BATCH = 500;

type SearchRow = {
  id: string;
  seq: number | string;
  application_id: string;
  ref_id: string;
  status: string;
  payment_status: string;
  document_type_name: string;
  owner_first_name: string;
  owner_middle_name: string | null;
  owner_last_name: string;
  tag: string;
  body_name: string;
};

/**
 * Decision 020: a request is found by the name of the verifying body it was sent to, so every existing
 * request's search text is written again by the same function new requests use (documents/search-text.ts), in
 * batches along `seq`. The search indexes follow by themselves: SQLite's FTS table by its update trigger,
 * PostgreSQL's trigram index as any index does. The audit trail also gains `context_json`: the names of the
 * record an entry is about, as they were when it was written, so the trail reads in words.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('context_json', 'text').execute();
  await rewriteDocumentSearchText(db);
}

export async function rewriteDocumentSearchText(db: AnyDb, batch = SEARCH_TEXT_BATCH): Promise<number> {
  let after = 0;
  let rewritten = 0;
  for (;;) {
    const rows = (await db
      .selectFrom('documents')
      .innerJoin('document_categories', 'document_categories.id', 'documents.category_id')
      .innerJoin('organisations', 'organisations.id', 'documents.organisation_id')
      .select([
        'documents.id',
        'documents.seq',
        'documents.application_id',
        'documents.ref_id',
        'documents.status',
        'documents.payment_status',
        'documents.document_type_name',
        'documents.owner_first_name',
        'documents.owner_middle_name',
        'documents.owner_last_name',
        'document_categories.tag',
        'organisations.name as body_name',
      ])
      .where('documents.seq', '>', after)
      .orderBy('documents.seq')
      .limit(batch)
      .execute()) as SearchRow[];
    if (rows.length === 0) return rewritten;
    // One statement per batch, written the same on both databases (no dialect-specific VALUES column names).
    const texts = rows.map(
      (row) =>
        sql`select ${row.id} as id, ${documentSearchText(row as Parameters<typeof documentSearchText>[0])} as text`,
    );
    await sql`
      with rewritten as (${sql.join(texts, sql` union all `)})
      update documents set search_text = (select text from rewritten where rewritten.id = documents.id)
      where documents.id in (select id from rewritten)`.execute(db);
    rewritten += rows.length;
    after = Number(rows[rows.length - 1]!.seq);
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('context_json').execute();
  // The body's name stays in the search text: a wider text finds everything the older one did.
}
