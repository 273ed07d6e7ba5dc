import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createOrganisation, createUser } from '../testing/factories';
import { describeOnEachDatabase } from '../testing/test-database';
import { openDatabase, migrateToLatest, type Db } from './database';
import { executeNamed, MAX_NAMED_STATEMENTS, prepareQuery, serverStatementName } from './prepared-query';

/** A prepared query of its own for each test, counting how often its query is built. */
function staffQuery() {
  let builds = 0;
  const query = prepareQuery((db: Db, p: { organisationId: string; status: 'active' | 'inactive'; limit: number }) => {
    builds++;
    return db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('organisation_id', '=', p.organisationId)
      .where('status', '=', p.status)
      .where('category', '=', 'staff')
      .orderBy('email')
      .limit(p.limit);
  });
  return { query, builds: () => builds };
}

describeOnEachDatabase(
  'prepareQuery',
  async () => ({}),
  (t) => {
    async function staffOf(db: Db) {
      const organisation = await createOrganisation(db);
      const staff = [];
      for (const email of ['a', 'b', 'c']) {
        staff.push(
          await createUser(db, {
            email: `${email}-${organisation.id}@example.test`,
            category: 'staff',
            organisation_id: organisation.id,
          }),
        );
      }
      return { organisation, emails: staff.map((s) => s.email) };
    }

    it('runs with new values each time, as the query builder would, building the query once', async () => {
      const { db } = t().database;
      const first = await staffOf(db);
      const second = await staffOf(db);
      const { query: usersOf, builds } = staffQuery();
      for (const { organisation, emails } of [first, second]) {
        const values = { organisationId: organisation.id, status: 'active', limit: 2 } as const;
        const rows = await usersOf.execute(db, values);
        expect(rows.map((r) => r.email)).toEqual(emails.slice(0, 2));
        expect(rows).toEqual(
          await db
            .selectFrom('users')
            .select(['id', 'email'])
            .where('organisation_id', '=', organisation.id)
            .where('status', '=', 'active')
            .where('category', '=', 'staff')
            .orderBy('email')
            .limit(2)
            .execute(),
        );
        expect(await usersOf.executeTakeFirst(db, { ...values, limit: 3 })).toEqual(rows[0]);
        expect(await usersOf.execute(db, { ...values, status: 'inactive' })).toEqual([]);
      }
      expect(await usersOf.execute(db, { organisationId: 'none', status: 'active', limit: 5 })).toEqual([]);
      expect(builds()).toBe(1);
    });

    it('answers at once on SQLite, through a promise on PostgreSQL and inside a transaction, with the same row', async () => {
      const { db, dialect } = t().database;
      const { organisation, emails } = await staffOf(db);
      const { query: usersOf } = staffQuery();
      const values = { organisationId: organisation.id, status: 'active', limit: 5 } as const;
      const first = usersOf.takeFirstAtOnce(db, values);
      expect(first instanceof Promise).toBe(dialect === 'postgres');
      expect((await first)?.email).toBe(emails[0]);
      expect(await usersOf.takeFirstAtOnce(db, { ...values, organisationId: 'none' })).toBeUndefined();
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('id').limit(1).execute();
        const inside = usersOf.takeFirstAtOnce(trx, values);
        expect(inside).toBeInstanceOf(Promise);
        expect((await inside)?.email).toBe(emails[0]);
        // Another request's read while this transaction is open waits its turn too (on SQLite, one connection).
        expect(usersOf.takeFirstAtOnce(db, values)).toBeInstanceOf(Promise);
      });
    });

    it('runs inside a transaction with the compiled query of its database', async () => {
      const { db } = t().database;
      const { organisation, emails } = await staffOf(db);
      const { query: usersOf, builds } = staffQuery();
      await usersOf.execute(db, { organisationId: organisation.id, status: 'active', limit: 1 });
      const rows = await db
        .transaction()
        .execute((trx) => usersOf.execute(trx, { organisationId: organisation.id, status: 'active', limit: 10 }));
      expect(rows.map((r) => r.email)).toEqual(emails);
      expect(builds()).toBe(1);
    });

    it("never reads another request's writes before they commit: a write rolled back is never seen", async () => {
      const { db } = t().database;
      const { organisation, emails } = await staffOf(db);
      const { query: usersOf } = staffQuery();
      const values = { organisationId: organisation.id, status: 'active', limit: 10 } as const;
      let inserted!: () => void;
      const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
      let finish!: () => void;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      // One request's transaction adds a staff member, then waits (on the network, say) and fails.
      const transaction = db
        .transaction()
        .execute(async (trx) => {
          await createUser(trx, {
            email: `z-${organisation.id}@example.test`,
            category: 'staff',
            organisation_id: organisation.id,
          });
          inserted();
          await finished;
          throw new Error('rolled back');
        })
        .catch((error: unknown) => error);
      await insertedYet;
      // Another request reads meanwhile: it must not see the uncommitted row (on SQLite it waits its turn).
      const read = usersOf.execute(db, values);
      finish();
      expect(((await transaction) as Error).message).toBe('rolled back');
      expect((await read).map((row) => row.email)).toEqual(emails);
    });

    it('runs as a statement PostgreSQL plans once per connection; other SQL stays unnamed', async () => {
      const { db, dialect } = t().database;
      const { organisation } = await staffOf(db);
      const { query: usersOf } = staffQuery();
      const values = { organisationId: organisation.id, status: 'active', limit: 5 } as const;
      const sqlText = usersOf.compile(db, values).sql;
      expect(serverStatementName(sqlText)).toMatch(/^prepared_\d+$/);
      expect(serverStatementName('select 1')).toBeUndefined();
      if (dialect !== 'postgres') return;
      // One transaction holds one connection: what it has prepared is in its pg_prepared_statements.
      const named = await db.transaction().execute(async (trx) => {
        const first = await usersOf.execute(trx, values);
        const again = await usersOf.execute(trx, values);
        expect(again).toEqual(first);
        const { rows } = await sql<{ name: string; statement: string }>`
          select name, statement from pg_prepared_statements`.execute(trx);
        return rows;
      });
      expect(named).toContainEqual({ name: serverStatementName(sqlText), statement: sqlText });
      expect(named.some((row) => row.statement.includes('pg_prepared_statements'))).toBe(false);
    });

    it('runs a built query (a keyset read) as a named statement, with the rows the query builder gives', async () => {
      const { db, dialect } = t().database;
      const { organisation, emails } = await staffOf(db);
      const staff = db
        .selectFrom('users')
        .select('email')
        .where('organisation_id', '=', organisation.id)
        .where('category', '=', 'staff')
        .orderBy('email');
      const sqlText = staff.compile().sql;
      expect(serverStatementName(sqlText)).toBeUndefined();
      expect((await executeNamed(db, staff)).map((row) => row.email)).toEqual(emails);
      expect(serverStatementName(sqlText)).toMatch(/^keyset_\d+$/);
      if (dialect !== 'postgres') return;
      const named = await db.transaction().execute(async (trx) => {
        expect((await executeNamed(trx, staff)).map((row) => row.email)).toEqual(emails);
        const { rows } = await sql<{ name: string; statement: string }>`
          select name, statement from pg_prepared_statements`.execute(trx);
        return rows;
      });
      expect(named).toContainEqual({ name: serverStatementName(sqlText), statement: sqlText });
    });

    it('binds a value used twice in both places, and keeps the constants the query was built with', async () => {
      const { db } = t().database;
      const either = prepareQuery((db: Db, p: { email: string }) =>
        db
          .selectFrom('users')
          .select('email')
          .where((eb) => eb.or([eb('email', '=', p.email), eb('phone', '=', p.email)]))
          .where('status', '=', 'active'),
      );
      const user = await createUser(db);
      const compiled = either.compile(db, { email: user.email });
      expect(compiled.parameters).toEqual([user.email, user.email, 'active']);
      expect(await either.execute(db, { email: user.email })).toEqual([{ email: user.email }]);
    });

    it('refuses a query whose SQL would depend on a value', () => {
      const { db } = t().database;
      const derived = prepareQuery((db: Db, p: { name: string }) =>
        db.selectFrom('users').select('id').where('first_name', 'like', `${p.name}%`),
      );
      expect(() => derived.compile(db, { name: 'Ad' })).toThrow(/changed while building/);
      const branching = prepareQuery((db: Db, p: { admin: boolean }) =>
        db
          .selectFrom('users')
          .select('id')
          .where('is_system_admin', '=', p.admin ? 1 : 0),
      );
      expect(() => branching.compile(db, { admin: false })).toThrow(/"admin" read but never bound/);
      const inlined = prepareQuery((db: Db, p: { id: string }) =>
        db.selectFrom('users').select('id').where('id', '=', sql.lit(p.id)),
      );
      expect(() => inlined.compile(db, { id: 'x' })).toThrow(/written into the SQL text/);
    });

    it('refuses a run without one of its values', () => {
      const { db } = t().database;
      const { query: usersOf } = staffQuery();
      expect(() =>
        usersOf.compile(db, { organisationId: undefined as unknown as string, status: 'active', limit: 1 }),
      ).toThrow(/no value for "organisationId"/);
    });
  },
);

it('shows each prepared statement to the observer, as it does every other statement', async () => {
  const seen: string[] = [];
  const db = openDatabase({ dialect: 'sqlite', file: ':memory:' }, (sql) => seen.push(sql));
  try {
    await migrateToLatest(db);
    const { query: usersOf } = staffQuery();
    seen.length = 0;
    await usersOf.execute(db, { organisationId: 'none', status: 'active', limit: 1 });
    expect(seen).toEqual([usersOf.compile(db, { organisationId: 'none', status: 'active', limit: 1 }).sql]);
  } finally {
    await db.destroy();
  }
});

// Last in the file: it uses up the names this module's process may give.
it('names no more than MAX_NAMED_STATEMENTS texts: past them, new SQL runs unnamed', async () => {
  const db = openDatabase({ dialect: 'sqlite', file: ':memory:' });
  try {
    const texts: string[] = [];
    for (let i = 0; i <= MAX_NAMED_STATEMENTS; i++) {
      const query = db.selectNoFrom(sql<number>`${sql.lit(i)}`.as('n'));
      texts.push(query.compile().sql);
      expect(await executeNamed(db, query)).toEqual([{ n: i }]);
    }
    const named = texts.filter((text) => serverStatementName(text) !== undefined);
    expect(named.length).toBeGreaterThan(0);
    expect(named.length).toBeLessThanOrEqual(MAX_NAMED_STATEMENTS);
    expect(serverStatementName(texts.at(-1)!)).toBeUndefined();
  } finally {
    await db.destroy();
  }
});
