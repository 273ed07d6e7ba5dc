import type { CompiledQuery, KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditFetch } from '../features/admin-audit/admin-audit.repository';
import { paymentListFetch } from '../features/admin-transactions/admin-transactions.repository';
import { accountsFetch } from '../features/admin-users/admin-users.repository';
import { documentListFetch, type DocumentScope } from '../features/documents/documents-list.repository';
import { referredUsersFetch } from '../features/referrals/referrals.repository';
import type { FetchRows } from '../lib/paging/resolve-page';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import type { Db } from './database';
import type { KeyedRow } from './keyset';
import type { SearchRead } from './list-page';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('sqlite');
});
afterAll(() => database.destroy());

// A rare term's candidates, as db/list-page `searchRead` hands them over.
const candidates: SearchRead = { candidates: [3, 5, 8] };
const days = { from: '2026-01-01', to: '2026-11-30' };
const organisationId = 'org-1';
const documentsIn = (scope: DocumentScope) => (db: Db) =>
  documentListFetch(
    db,
    {
      scope,
      status: 'queried',
      documentTypeName: 'Bachelor',
      search: 'ada',
      order: { field: 'name', direction: 'asc' },
    },
    { kind: 'index' },
    candidates,
  );

/** Every list with a search box, each with every filter it offers set, over a rare term's candidates. */
const lists: [string, string, (db: Db) => FetchRows<KeyedRow>][] = [
  ['own requests', 'documents', documentsIn({ kind: 'sent-by-user', userId: 'user-1' })],
  ['requests received', 'documents', documentsIn({ kind: 'received', organisationId })],
  ['requests sent by an organisation', 'documents', documentsIn({ kind: 'sent-by-organisation', organisationId })],
  ['requests referred', 'documents', documentsIn({ kind: 'referred-by-organisation', organisationId })],
  ['every request', 'documents', documentsIn({ kind: 'all' })],
  [
    'transactions',
    'payments',
    (db) =>
      paymentListFetch(db, { ...days, status: 'confirmed', gateway: 'paystack', search: 'ada' }, null, candidates),
  ],
  ['audit trail', 'audit_log', (db) => auditFetch(db, { ...days, entityType: 'document', search: 'ada' }, candidates)],
  ['individual accounts', 'users', (db) => accountsFetch(db, 'individuals', 'ada', candidates)],
  ['administrators', 'users', (db) => accountsFetch(db, 'administrators', 'ada', candidates)],
  ['referred accounts', 'users', (db) => referredUsersFetch(db, organisationId, 'ada', candidates)],
];

it.each(lists)("%s: a rare term's candidates are read by seq, the filters only checked", async (_, table, fetchOf) => {
  const { db } = database;
  // The statements as the database receives them, to ask SQLite how it runs each.
  const sent: CompiledQuery[] = [];
  const capture: KyselyPlugin = {
    transformQuery: (args) => {
      sent.push(db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  await fetchOf(db.withPlugin(capture))({ reverse: false, limit: 10 });

  const read = sent.find((statement) => statement.sql.includes(`"${table}"."seq" in`));
  expect(read).toBeDefined();
  const plan = await db.executeQuery<{ detail: string }>({ ...read!, sql: `explain query plan ${read!.sql}` });
  const detail = plan.rows.map((row) => row.detail).join(' | ');
  // Along a scope's, a kind's or a filter's index instead, every row it holds is read to find a few: the
  // administrators' users search read every individual account that way.
  expect(detail).toMatch(new RegExp(`^SEARCH ${table} USING INDEX ${table}_seq_unique \\(seq=\\?\\)`));
  expect(detail).not.toContain('MULTI-INDEX');
});
