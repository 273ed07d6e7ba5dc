import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createDocument, createOrganisation, createOrganisationUser, createUser } from '../../testing/factories';
import { describeOnEachDatabase, type TestDatabase } from '../../testing/test-database';
import { migrateToLatest, openDatabase, type Db } from '../database';
import {
  ACCOUNTS,
  ALL_PAYMENTS,
  DIRECTORY,
  documentsCounter,
  generationOf,
  generationOfAll,
  paymentsOf,
} from './list-generations';

/**
 * A second connection to the test's counters whose statements `observe` sees: on PostgreSQL the same schema; on
 * SQLite (the test's database is in memory, which no other connection can open) a migrated file holding a copy.
 */
async function observedDatabase(database: TestDatabase, observe: (sql: string) => void) {
  if (database.dialect === 'postgres') {
    const db = openDatabase(
      { dialect: 'postgres', url: process.env.TEST_DATABASE_URL!, schema: database.schema! },
      observe,
    );
    return { db, destroy: () => db.destroy() };
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'list-generations-'));
  const file = path.join(folder, 'app.db');
  const setup = openDatabase({ dialect: 'sqlite', file });
  await migrateToLatest(setup);
  const rows = await database.db.selectFrom('list_generations').selectAll().execute();
  await setup.deleteFrom('list_generations').execute();
  if (rows.length > 0) await setup.insertInto('list_generations').values(rows).execute();
  await setup.destroy();
  const db = openDatabase({ dialect: 'sqlite', file }, observe);
  return {
    db,
    destroy: async () => {
      await db.destroy();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Every counter's value, by name (missing ones are 0). */
async function counters(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('list_generations').select(['scope', 'generation']).execute();
  return new Map(rows.map((row) => [row.scope, Number(row.generation)]));
}

/** The counters a change moved, each by how much. */
async function movedBy(db: Db, change: () => Promise<unknown>): Promise<Record<string, number>> {
  const before = await counters(db);
  await change();
  const after = await counters(db);
  const moved: Record<string, number> = {};
  for (const [scope, value] of after) {
    const delta = value - (before.get(scope) ?? 0);
    if (delta !== 0) moved[scope] = delta;
  }
  return moved;
}

describeOnEachDatabase(
  'list generations: the counters that say a kept list answer is still good (decision 045)',
  async (database) => {
    const { db } = database;
    const body = await createOrganisation(db);
    const otherBody = await createOrganisation(db);
    const { user: sender, organisation: sending } = await createOrganisationUser(db);
    const { organisation: referring } = await createOrganisationUser(db);
    const individual = await createUser(db, { referred_by_organisation_id: referring.id });
    return { database, body, otherBody, sender, sending, referring, individual };
  },
  (t) => {
    it("moves each of a new request's scopes once, and no other list's", async () => {
      const { database, body, individual, referring } = t();
      const { db } = database;
      const moved = await movedBy(db, () => createDocument(db, { uploader: individual, organisation: body }));
      // The factory writes the request and its payment: the payment moves the transactions lists' counters too.
      expect(Object.keys(moved).sort()).toEqual(
        [
          documentsCounter('all', ''),
          documentsCounter('uploader', individual.id),
          documentsCounter('organisation', body.id),
          documentsCounter('referrer', referring.id),
          ALL_PAYMENTS,
          paymentsOf(individual.id),
        ].sort(),
      );
    });

    it('moves both the old and the new scope when a request changes hands, and on delete', async () => {
      const { database, body, otherBody, sender, sending } = t();
      const { db } = database;
      const document = await createDocument(db, { uploader: sender, organisation: body });
      const moved = await movedBy(db, () =>
        db.updateTable('documents').set({ organisation_id: otherBody.id }).where('id', '=', document.id).execute(),
      );
      expect(moved).toEqual({
        [documentsCounter('all', '')]: 1,
        [documentsCounter('uploader', sender.id)]: 1,
        [documentsCounter('sender', sending.id)]: 1,
        [documentsCounter('organisation', body.id)]: 1,
        [documentsCounter('organisation', otherBody.id)]: 1,
      });

      const status = await movedBy(db, () =>
        db.updateTable('documents').set({ status: 'verified' }).where('id', '=', document.id).execute(),
      );
      expect(status[documentsCounter('organisation', otherBody.id)]).toBe(1);
      expect(status[documentsCounter('organisation', body.id)]).toBeUndefined();

      await db.deleteFrom('document_events').where('document_id', '=', document.id).execute();
      await db.deleteFrom('payments').where('document_id', '=', document.id).execute();
      const removed = await movedBy(db, () => db.deleteFrom('documents').where('id', '=', document.id).execute());
      expect(removed[documentsCounter('organisation', otherBody.id)]).toBe(1);
      expect(removed[documentsCounter('sender', sending.id)]).toBe(1);
    });

    it("moves the paid request's scopes and the transactions lists when a payment changes", async () => {
      const { database, body, individual } = t();
      const { db } = database;
      const document = await createDocument(db, { uploader: individual, organisation: body, status: 'submitted' });
      const fee = await movedBy(db, () =>
        db.updateTable('payments').set({ amount_minor: 1_234_500 }).where('reference', '=', document.ref_id).execute(),
      );
      expect(fee[documentsCounter('organisation', body.id)]).toBe(1);
      expect(fee[documentsCounter('uploader', individual.id)]).toBe(1);

      const refund = await movedBy(db, () =>
        db
          .updateTable('payments')
          .set({ refund_status: 'requested' })
          .where('reference', '=', document.ref_id)
          .execute(),
      );
      expect(refund).toMatchObject({ [ALL_PAYMENTS]: 1, [paymentsOf(individual.id)]: 1 });

      // The transactions lists show the request's application id and owner beside each payment.
      const renamedOwner = await movedBy(db, () =>
        db.updateTable('documents').set({ owner_last_name: 'Bello' }).where('id', '=', document.id).execute(),
      );
      expect(renamedOwner).toMatchObject({ [ALL_PAYMENTS]: 1, [paymentsOf(individual.id)]: 1 });
      const decided = await movedBy(db, () =>
        db.updateTable('documents').set({ status: 'verified' }).where('id', '=', document.id).execute(),
      );
      expect(decided[ALL_PAYMENTS]).toBeUndefined();
    });

    it('moves the directory when a name lists show changes, and only the account lists for other columns', async () => {
      const { database, individual, body } = t();
      const { db } = database;
      expect(
        await movedBy(db, () =>
          db.updateTable('users').set({ last_name: 'Renamed' }).where('id', '=', individual.id).execute(),
        ),
      ).toEqual({ [DIRECTORY]: 1, [ACCOUNTS]: 1 });
      expect(
        await movedBy(db, () =>
          db.updateTable('users').set({ status: 'inactive' }).where('id', '=', individual.id).execute(),
        ),
      ).toEqual({ [ACCOUNTS]: 1 });
      expect(
        await movedBy(db, () =>
          db.updateTable('organisations').set({ city: 'Ibadan' }).where('id', '=', body.id).execute(),
        ),
      ).toEqual({ [DIRECTORY]: 1 });
      // A new account appears in no request's row until it makes one; the account lists show it at once.
      expect(Object.keys(await movedBy(db, () => createUser(db)))).toEqual([ACCOUNTS]);
      expect(
        await movedBy(db, () =>
          db
            .updateTable('users')
            .set({ last_login_at: new Date().toISOString() })
            .where('id', '=', individual.id)
            .execute(),
        ),
      ).toEqual({ [ACCOUNTS]: 1 });
    });

    it('keeps a rolled-back change out of the counters (they move in the same transaction)', async () => {
      const { database, body } = t();
      const { db } = database;
      const rolledBack = await movedBy(db, async () => {
        await db
          .transaction()
          .execute(async (trx) => {
            await trx.updateTable('organisations').set({ city: 'Jos' }).where('id', '=', body.id).execute();
            throw new Error('roll back');
          })
          .catch(() => undefined);
      });
      expect(rolledBack).toEqual({});
    });

    it('reads two counters as one value that moves whenever either does', async () => {
      const { database, body, individual } = t();
      const { db } = database;
      const scope = documentsCounter('organisation', body.id);
      const before = await generationOf(db, scope, DIRECTORY);
      expect(await generationOf(db, scope, DIRECTORY)).toBe(before);
      await db.updateTable('users').set({ first_name: 'Moved' }).where('id', '=', individual.id).execute();
      const afterDirectory = await generationOf(db, scope, DIRECTORY);
      expect(afterDirectory).not.toBe(before);
      await createDocument(db, { uploader: individual, organisation: body });
      expect(await generationOf(db, scope, DIRECTORY)).not.toBe(afterDirectory);
      expect(await generationOf(db, documentsCounter('organisation', 'no-such-body'), 'no-such-counter')).toBe('0');
    });

    it('reads three counters (a dashboard) as one value that moves whenever any does, in one statement', async () => {
      const { database, body, individual } = t();
      const { db } = database;
      const counters = [documentsCounter('organisation', body.id), paymentsOf(individual.id), DIRECTORY] as const;
      const before = await generationOfAll(db, counters);
      expect(await generationOfAll(db, counters)).toBe(before);
      // Only the third counter moves: a person renamed.
      await db.updateTable('users').set({ first_name: 'Third' }).where('id', '=', individual.id).execute();
      const renamed = await generationOfAll(db, counters);
      expect(renamed).not.toBe(before);
      // A new request to the body, paid by the person: the first and second counters move.
      await createDocument(db, { uploader: individual, organisation: body });
      expect(await generationOfAll(db, counters)).not.toBe(renamed);
      expect(await generationOfAll(db, ['no-such-counter', 'nor-this-one', 'nor-a-third'])).toBe('0');

      const statements: string[] = [];
      const observed = await observedDatabase(database, (text) => statements.push(text));
      try {
        expect(await generationOfAll(observed.db, counters)).toBe(await generationOfAll(db, counters));
        expect(statements.filter((text) => text.includes('list_generations'))).toHaveLength(1);
      } finally {
        await observed.destroy();
      }
    });

    it('answers asks made together (read as one statement) as it answers each alone, and as new as the asks', async () => {
      const { database, body, individual } = t();
      const { db } = database;
      const received = documentsCounter('organisation', body.id);
      const own = documentsCounter('uploader', individual.id);
      const pairs: [string, string][] = [
        [received, DIRECTORY],
        [own, DIRECTORY],
        [received, received],
        [ALL_PAYMENTS, 'no-such-counter'],
        ['no-such-counter', 'nor-this-one'],
      ];
      const alone = [];
      for (const [first, second] of pairs) alone.push(await generationOf(db, first, second));
      expect(await Promise.all(pairs.map(([first, second]) => generationOf(db, first, second)))).toEqual(alone);
      expect(alone[4]).toBe('0');

      // A change committed before the asks is in their answers.
      await createDocument(db, { uploader: individual, organisation: body });
      const after = await Promise.all(pairs.map(([first, second]) => generationOf(db, first, second)));
      expect(after[0]).not.toBe(alone[0]);
      expect(after[1]).not.toBe(alone[1]);
      expect(after[2]).not.toBe(alone[2]);
      expect(after[4]).toBe('0');

      // The five asks of one turn went to the database as one statement.
      const statements: string[] = [];
      const observed = await observedDatabase(database, (text) => statements.push(text));
      try {
        const together = await Promise.all(pairs.map(([first, second]) => generationOf(observed.db, first, second)));
        expect(together).toEqual(after);
        expect(statements.filter((text) => text.includes('list_generations'))).toHaveLength(1);
        // Asked inside a transaction, each is read there, on the transaction's connection.
        statements.length = 0;
        const inside = await observed.db
          .transaction()
          .execute((trx) => Promise.all(pairs.map(([first, second]) => generationOf(trx, first, second))));
        expect(inside).toEqual(after);
        expect(statements.filter((text) => text.includes('list_generations'))).toHaveLength(pairs.length);
      } finally {
        await observed.destroy();
      }
    });
  },
);
