import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { searchedTables, sqliteSearchRefill } from './search-index';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('sqlite');
});
afterAll(() => database.destroy());

it.each(searchedTables)('refills the %s search index in seq order, straight from the seq index', async (table) => {
  const fill = sqliteSearchRefill(table).find((statement) => statement.includes('select seq, search_text'));
  const plan = await sql
    .raw<{ detail: string }>(`explain query plan ${fill}`)
    .execute(database.db)
    .then((result) => result.rows.map((row) => row.detail).join(' | '));
  // FTS5 writes out a segment whenever a row number goes down: a list's covering index, in its own order, made
  // the fill of a million rows three times as long. Read by `seq`, with no sort step to hold a million texts.
  expect(plan).toContain(`USING INDEX ${table}_seq_unique`);
  expect(plan).not.toContain('TEMP B-TREE');
});
