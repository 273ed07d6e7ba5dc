import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { runStatements } from '../run-statements';
import { queueIndexBuilds, type IndexBuild } from '../index-builds';
import {
  postgresSearchIndex,
  postgresSeqDefault,
  searchedTables,
  seqBackfill,
  sqliteSearchRefill,
  sqliteSearchStatements,
} from '../search-index';
import { dropTallyTriggers, refillStatements, tallyTriggers } from '../tallies/tally-spec';
import { documentScopes, tallySources, talliesBeforeRefunds } from '../tallies/tallies';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Decision 016: every list, search and dashboard answers from an index or a tally at a million
 * requests. Adds each searched table's `seq` and search index, the requests' sending and referring organisations
 * (so each list scope is a column with its own indexes), the tallies and their triggers, and queues the new
 * list indexes (built concurrently on PostgreSQL once this commits).
 */
export async function up(db: AnyDb): Promise<void> {
  const dialect = dialectOf(db);
  const postgres = dialect === 'postgres';

  await db.schema
    .createTable('index_builds')
    .addColumn('position', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('statement', 'text', (c) => c.notNull())
    .execute();

  for (const table of searchedTables) {
    await db.schema.alterTable(table).addColumn('seq', 'bigint').execute();
  }
  await db.schema.alterTable('documents').addColumn('sender_organisation_id', 'text').execute();
  await db.schema.alterTable('documents').addColumn('referrer_organisation_id', 'text').execute();
  // When payment first submitted the request: where a body's turnaround starts (its dashboard).
  await db.schema.alterTable('documents').addColumn('submitted_at', 'text').execute();
  await db.schema.alterTable('payments').addColumn('search_text', 'text').execute();
  await db.schema.alterTable('users').addColumn('search_text', 'text').execute();

  // One pass per table: numbered in creation order, the scopes' organisations, the new search texts.
  for (const table of searchedTables) await sql.raw(seqBackfill(table)).execute(db);
  await sql`
    update documents set
      sender_organisation_id = case when u.category in ('org', 'staff') then u.organisation_id end,
      referrer_organisation_id = u.referred_by_organisation_id,
      submitted_at = (select min(e.created_at) from document_events e
                       where e.document_id = documents.id and e.to_status = 'submitted')
    from users u where u.id = documents.uploaded_by_user_id`.execute(db);
  // The same text as paymentSearchText (features/payment-attempts/search-text.ts) writes for new payments.
  await sql`
    update payments set search_text = lower(payments.reference || ' ' || d.application_id || ' ' ||
      d.document_type_name || ' ' || d.owner_first_name || coalesce(' ' || d.owner_middle_name, '') || ' ' ||
      d.owner_last_name || ' ' || u.first_name || ' ' || u.last_name || ' ' || u.email)
    from documents d, users u where d.id = payments.document_id and u.id = payments.payer_user_id`.execute(db);
  // As userSearchText (features/auth/search-text.ts).
  await sql`update users set search_text = lower(first_name || ' ' || last_name || ' ' || email || coalesce(' ' || phone, ''))`.execute(
    db,
  );
  // The trail's search also finds an entry by who made it; new entries carry the name themselves.
  await sql`
    update audit_log set search_text = audit_log.search_text || ' ' || lower(u.first_name || ' ' || u.last_name || ' ' || u.email)
    from users u where u.id = audit_log.actor_user_id`.execute(db);

  if (postgres) {
    for (const table of searchedTables) await runStatements(db, postgresSeqDefault(table));
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  } else {
    for (const table of searchedTables) {
      await runStatements(db, sqliteSearchStatements(table));
      await runStatements(db, sqliteSearchRefill(table));
    }
  }

  await createTallyTables(db);
  for (const source of tallySources) await runStatements(db, tallyTriggers(dialect, source, talliesBeforeRefunds));
  for (const spec of talliesBeforeRefunds) await runStatements(db, refillStatements(spec));

  await queueIndexBuilds(db, [
    ...searchedTables.map((table): IndexBuild => ({
      kind: 'create',
      name: `${table}_seq_unique`,
      table,
      definition: 'seq',
    })),
    ...listIndexes(),
    ...(postgres ? searchedTables.map(postgresSearchIndex) : []),
    ...retiredIndexes.map((name): IndexBuild => ({ kind: 'drop', name })),
  ]);
}

async function createTallyTables(db: AnyDb): Promise<void> {
  for (const spec of talliesBeforeRefunds) {
    let table = db.schema.createTable(spec.table);
    for (const key of spec.keyColumns) table = table.addColumn(key, 'text', (c) => c.notNull());
    table = table.addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0));
    if (spec.hasAmount) table = table.addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0));
    await table.addPrimaryKeyConstraint(`${spec.table}_pkey`, spec.keyColumns as never).execute();
  }
}

/**
 * Each scope of the documents list has an index per order (newest, name, payment status) and one by status and
 * type ("facets"), every one ending in `created_at, seq` so a page continues from the last row shown (keyset) and
 * a filtered list is a merge of a few index ranges. The sending and referring organisations' indexes hold only
 * the rows that have one.
 */
function listIndexes(): IndexBuild[] {
  const orders = {
    newest: ['created_at', 'seq'],
    name: ['sort_name', 'created_at', 'seq'],
    payment: ['payment_status', 'created_at', 'seq'],
    facets: ['status', 'document_type_name', 'created_at', 'seq'],
  };
  const documents = documentScopes.flatMap(({ scope, column }) =>
    Object.entries(orders).map(([order, columns]): IndexBuild => ({
      kind: 'create',
      name: `documents_${scope}_by_${order}`,
      table: 'documents',
      definition: [...(column ? [column] : []), ...columns].join(', '),
      ...(column && column !== 'uploaded_by_user_id' && column !== 'organisation_id'
        ? { where: `${column} is not null` }
        : {}),
    })),
  );
  const others: [string, string, string][] = [
    ['payments_by_newest', 'payments', 'created_at, seq'],
    ['payments_by_facets', 'payments', 'status, gateway, created_at, seq'],
    ['payments_by_payer', 'payments', 'payer_user_id, created_at, seq'],
    ['audit_log_by_newest', 'audit_log', 'created_at, seq'],
    ['audit_log_by_entity_type', 'audit_log', 'entity_type, created_at, seq'],
    ['users_by_kind', 'users', 'is_system_admin, category, created_at, seq'],
    ['users_by_referrer', 'users', 'referred_by_organisation_id, created_at, seq'],
    ['documents_by_decision', 'documents', 'organisation_id, decided_at'],
  ];
  return [
    ...documents,
    ...others.map(([name, table, definition]): IndexBuild => ({ kind: 'create', name, table, definition })),
  ];
}

/** Indexes the new ones replace (they ended in the text id, not `seq`), as they were: `down` builds them again. */
const retired: [name: string, table: string, definition: string][] = [
  ['documents_uploader_newest_idx', 'documents', 'uploaded_by_user_id, created_at, id'],
  ['documents_uploader_name_idx', 'documents', 'uploaded_by_user_id, sort_name'],
  ['documents_uploader_facets_idx', 'documents', 'uploaded_by_user_id, status, document_type_name'],
  ['documents_organisation_newest_idx', 'documents', 'organisation_id, created_at, id'],
  ['documents_organisation_name_idx', 'documents', 'organisation_id, sort_name'],
  ['documents_organisation_facets_idx', 'documents', 'organisation_id, status, document_type_name'],
  ['payments_payer_idx', 'payments', 'payer_user_id, created_at'],
  ['payments_newest_idx', 'payments', 'created_at, id'],
  ['audit_log_created_idx', 'audit_log', 'created_at, id'],
  ['users_referred_newest_idx', 'users', 'referred_by_organisation_id, created_at, id'],
];
const retiredIndexes = retired.map(([name]) => name);

export async function down(db: AnyDb): Promise<void> {
  const dialect = dialectOf(db);
  for (const source of tallySources) await runStatements(db, dropTallyTriggers(dialect, source));
  for (const spec of talliesBeforeRefunds) await db.schema.dropTable(spec.table).execute();
  for (const build of [...listIndexes(), ...searchedTables.map(postgresSearchIndex)]) {
    await sql.raw(`drop index if exists ${build.name}`).execute(db);
  }
  for (const table of searchedTables) {
    await sql.raw(`drop index if exists ${table}_seq_unique`).execute(db);
    if (dialect === 'sqlite') {
      for (const op of ['insert', 'update', 'delete'])
        await sql.raw(`drop trigger if exists ${table}_search_${op}`).execute(db);
      await sql.raw(`drop table if exists ${table}_search`).execute(db);
    }
  }
  await db.schema.alterTable('users').dropColumn('search_text').execute();
  await db.schema.alterTable('payments').dropColumn('search_text').execute();
  for (const column of ['submitted_at', 'referrer_organisation_id', 'sender_organisation_id']) {
    await db.schema.alterTable('documents').dropColumn(column).execute();
  }
  for (const table of searchedTables) {
    await db.schema.alterTable(table).dropColumn('seq').execute();
    if (dialect === 'postgres') await sql.raw(`drop sequence if exists ${table}_seq_seq`).execute(db);
  }
  for (const [name, table, definition] of retired) {
    await sql.raw(`create index if not exists ${name} on ${table} (${definition})`).execute(db);
  }
  await db.schema.dropTable('index_builds').execute();
}
