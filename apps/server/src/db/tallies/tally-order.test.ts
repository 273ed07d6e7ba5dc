import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument, createOrganisation, createUser } from '../../testing/factories';
import { migrateToBefore } from '../../testing/migrate-before';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import type { Db } from '../database';
import { migrateToLatest } from '../database';
import { dropWriteLockTriggers } from '../migrations/write-lock-triggers';
import { runStatements } from '../run-statements';
import { allTallies } from './tallies';
import { recountQuery } from './tally-spec';

type Unpaid = { documentId: string; reference: string };

/** Two unpaid requests of one person to one body: their payments and requests share every tally row. */
async function unpaidPair(db: Db): Promise<[Unpaid, Unpaid]> {
  const organisation = await createOrganisation(db);
  const uploader = await createUser(db);
  const one = async () => {
    const document = await createDocument(db, { uploader, organisation, status: 'awaiting_payment' });
    return { documentId: document.id, reference: document.ref_id };
  };
  return [await one(), await one()];
}

const now = () => new Date().toISOString();
const confirmPayment = (db: Db, { reference }: Unpaid) =>
  db
    .updateTable('payments')
    .set({ status: 'confirmed', settled_at: now() })
    .where('reference', '=', reference)
    .execute();
const submitRequest = (db: Db, { documentId }: Unpaid) =>
  db
    .updateTable('documents')
    .set({ status: 'submitted', payment_status: 'confirmed', submitted_at: now() })
    .where('id', '=', documentId)
    .execute();

/**
 * Two transactions at once that take the same tallies in opposite orders: one confirms a payment then submits its
 * request (as a gateway's answer does), the other submits its request then confirms its payment. Each waits until
 * both have written their first row, so each holds what the other needs next if tallies are applied in place.
 */
async function oppositeOrders(db: Db, [first, second]: [Unpaid, Unpaid]) {
  let arrivals = 0;
  let release!: () => void;
  const bothStarted = new Promise<void>((resolve) => (release = resolve));
  const arrive = () => {
    arrivals += 1;
    if (arrivals === 2) release();
    return bothStarted;
  };
  return Promise.allSettled([
    db.transaction().execute(async (trx) => {
      await confirmPayment(trx, first);
      await arrive();
      await submitRequest(trx, first);
    }),
    db.transaction().execute(async (trx) => {
      await submitRequest(trx, second);
      await arrive();
      await confirmPayment(trx, second);
    }),
  ]);
}

const errorCode = (result: PromiseSettledResult<unknown>) =>
  result.status === 'rejected' ? (result.reason as { code?: string }).code : 'ok';

// PostgreSQL only: SQLite runs one writing transaction at a time.
describe.skipIf(!process.env.TEST_DATABASE_URL)('tallies written in opposite orders at once [postgres]', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(() => database.destroy());

  it('deadlock when applied in place with no lock (what migration 028 replaced), so this case is the real one', async () => {
    const { db, schema } = database;
    await migrateToBefore(db, schema, '028-tallies-applied-at-commit');
    await runStatements(db, dropWriteLockTriggers());
    try {
      const results = await oppositeOrders(db, await unpaidPair(db));
      expect(results.map(errorCode).sort()).toEqual(['40P01', 'ok']);
    } finally {
      await migrateToLatest(db, schema);
    }
  });

  it('both commit, round after round, and every tally agrees with a recount', async () => {
    const { db } = database;
    for (let round = 0; round < 4; round++) {
      const results = await oppositeOrders(db, await unpaidPair(db));
      expect(results.map(errorCode)).toEqual(['ok', 'ok']);
    }
    for (const spec of allTallies) {
      const stored = await sql<Record<string, unknown>>`
        select * from ${sql.table(spec.table)} where "count" <> 0 ${spec.hasAmount ? sql`or "amount" <> 0` : sql``}`.execute(
        db,
      );
      const recounted = await sql.raw<Record<string, unknown>>(recountQuery(spec)).execute(db);
      const shape = (rows: Record<string, unknown>[]) =>
        rows
          .map((row) =>
            JSON.stringify([...spec.keyColumns.map((key) => row[key]), Number(row.count), Number(row.amount ?? 0)]),
          )
          .sort();
      expect(shape(stored.rows), spec.table).toEqual(shape(recounted.rows));
    }
  });
});
