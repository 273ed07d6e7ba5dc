import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createOrganisation, createUser } from '../testing/factories';
import { describeOnEachDatabase } from '../testing/test-database';
import { openDatabase } from './database';
import { executeNamed, MAX_NAMED_STATEMENTS, serverStatementName } from './named-statements';

describeOnEachDatabase(
  'executeNamed',
  async () => ({}),
  (t) => {
    it('runs a built query (a keyset read) as a named statement, with the rows the query builder gives', async () => {
      const { db, dialect } = t().database;
      const organisation = await createOrganisation(db);
      const emails: string[] = [];
      for (const name of ['a', 'b', 'c']) {
        const user = await createUser(db, {
          email: `${name}-${organisation.id}@example.test`,
          category: 'staff',
          organisation_id: organisation.id,
        });
        emails.push(user.email);
      }
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
  },
);

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
