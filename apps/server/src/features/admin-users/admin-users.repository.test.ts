import type { CompiledQuery, KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { accountsFetch, type AccountList } from './admin-users.repository';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('sqlite');
});
afterAll(() => database.destroy());

it.each<AccountList>(['individuals', 'administrators'])(
  "reads a rare term's candidate %s by seq, the list's own conditions only checked",
  async (list) => {
    const { db } = database;
    // The statements as the database receives them, to ask SQLite how it would run each.
    const sent: CompiledQuery[] = [];
    const capture: KyselyPlugin = {
      transformQuery: (args) => {
        sent.push(db.getExecutor().compileQuery(args.node, args.queryId));
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const fetch = accountsFetch(db.withPlugin(capture), list, 'ada', { candidates: [3, 5, 8] });
    await fetch({ reverse: false, limit: 10 });

    const read = sent.find((statement) => statement.sql.includes('"users"."seq" in'));
    expect(read).toBeDefined();
    const plan = await db.executeQuery<{ detail: string }>({ ...read!, sql: `explain query plan ${read!.sql}` });
    const detail = plan.rows.map((row) => row.detail).join(' | ');
    // Along a whole kind's index (users_by_kind…), every individual of the service is read to find three; at a
    // million requests that was most of the users table for each search (issue 10).
    expect(detail).toContain('users_seq_unique');
    expect(detail).not.toContain('users_by_kind');
  },
);
