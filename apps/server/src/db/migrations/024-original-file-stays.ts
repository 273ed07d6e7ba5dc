import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** History lines that carry a signed proof rather than a file the owner sent: the decisions'. */
const DECISIONS = sql`('verified', 'queried')`;

/**
 * Decision 067: the original file stays the request's document; an answer's file is a version beside it, as a
 * proof already was. Requests whose file an answer had replaced get their original back: the file of their first
 * history line that has one (the submission's). Each decision line records the file it was made on: for decisions
 * made before, the file the request had then, which is the newest file its owner had sent before that line.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('document_events').addColumn('decided_file_id', 'text').execute();
  const original = sql`(select e.file_id from document_events e
     where e.document_id = documents.id and e.file_id is not null
     order by e.document_version limit 1)`;
  await sql`update documents set file_id = ${original}
     where ${original} is not null and ${original} <> documents.file_id`.execute(db);
  await sql`update document_events set decided_file_id = (select sent.file_id from document_events sent
       where sent.document_id = document_events.document_id
         and sent.document_version < document_events.document_version
         and sent.file_id is not null and sent.to_status not in ${DECISIONS}
       order by sent.document_version desc limit 1)
     where document_events.to_status in ${DECISIONS}`.execute(db);
}

/** As before: a request's file is the newest its owner sent, and decisions do not name the file they were made on. */
export async function down(db: AnyDb): Promise<void> {
  const newestSent = sql`(select e.file_id from document_events e
     where e.document_id = documents.id and e.file_id is not null and e.to_status not in ${DECISIONS}
     order by e.document_version desc limit 1)`;
  await sql`update documents set file_id = ${newestSent}
     where ${newestSent} is not null and ${newestSent} <> documents.file_id`.execute(db);
  await db.schema.alterTable('document_events').dropColumn('decided_file_id').execute();
}
