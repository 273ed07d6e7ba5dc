import pg from 'pg';
import type { DatabaseTarget } from '../../db/database';
import { runTimed, type BulkWriter } from './bulk-insert';
import { copyInto } from './copy-in';
import { rebuildDerived } from './derived';
import { seededTables } from './tables';

type Definition = { name: string; table: string; definition: string };

/**
 * One connection, one transaction: COPY for every row, with the seeded tables' plain indexes and foreign keys
 * dropped first and created again from their own definitions (`pg_get_indexdef`, `pg_get_constraintdef`) before
 * the commit; a foreign key added to full tables is checked in one pass instead of once per row. Primary keys
 * and unique constraints stay. Until the commit nobody else sees any of it, and a failure rolls it all back.
 */
export async function openPostgresBulkWriter(
  target: Extract<DatabaseTarget, { dialect: 'postgres' }>,
): Promise<BulkWriter> {
  const client = new pg.Client({
    connectionString: target.url,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  // A connection lost between queries must fail the seed, not crash the process: the next query rejects.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('set synchronous_commit = off');
    await client.query("set maintenance_work_mem = '512MB'");
    await client.query('begin');
    const tables = [...seededTables];
    const foreignKeys = (
      await client.query<Definition>(
        `select conname as name, conrelid::regclass::text as "table", pg_get_constraintdef(oid) as definition
           from pg_constraint where contype = 'f' and conrelid = any($1::text[]::regclass[])`,
        [tables],
      )
    ).rows;
    const indexes = (
      await client.query<Definition>(
        `select i.indexrelid::regclass::text as name, i.indrelid::regclass::text as "table",
                pg_get_indexdef(i.indexrelid) as definition
           from pg_index i
          where i.indrelid = any($1::text[]::regclass[])
            and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
        [tables],
      )
    ).rows;
    for (const key of foreignKeys) await client.query(`alter table ${key.table} drop constraint "${key.name}"`);
    for (const index of indexes) await client.query(`drop index ${index.name}`);
    // The tallies' triggers would run once per row: the tallies are recounted whole at the end instead.
    for (const table of tables) await client.query(`alter table ${table} disable trigger user`);

    let open = true;
    const finish = async (statement: 'commit' | 'rollback') => {
      if (!open) return;
      open = false;
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    return {
      async write(batch) {
        for (const encoded of batch) {
          if (encoded.format !== 'copy') throw new Error('The PostgreSQL writer takes COPY text');
          const stored = await copyInto(client, encoded.table, encoded.columns, encoded.copy);
          if (stored !== encoded.rows)
            throw new Error(`COPY ${encoded.table} stored ${stored} of ${encoded.rows} rows`);
        }
      },
      async commit() {
        const started = performance.now();
        const steps = await runTimed(
          [
            ...indexes.map((index) => index.definition),
            ...foreignKeys.map((key) => `alter table ${key.table} add constraint "${key.name}" ${key.definition}`),
            ...rebuildDerived('postgres'),
            ...tables.map((table) => `alter table ${table} enable trigger user`),
            // Fresh statistics, as autovacuum would gather them a while later: the first queries plan on real sizes.
            `analyze ${tables.map((table) => `"${table}"`).join(', ')}`,
          ],
          (sql) => client.query(sql),
        );
        const commitStarted = performance.now();
        await finish('commit');
        steps.push({ step: 'commit', seconds: (performance.now() - commitStarted) / 1000 });
        const indexSeconds = (performance.now() - started) / 1000;
        return { indexSeconds, steps };
      },
      async rollback() {
        await finish('rollback').catch(() => undefined);
      },
    };
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
}
