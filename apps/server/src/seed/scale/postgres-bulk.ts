import { Kysely, PostgresDialect, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget, Db } from '../../db/database';
import { queueIndexBuilds, type IndexBuild } from '../../db/index-builds';
import type { Database } from '../../db/schema';
import { BUILD_MEMORY, runTimed, type BulkWriter } from './bulk-insert';
import { copyInto } from './copy-in';
import { derivedTables, rebuildDerived } from './derived';
import { seededTables, type SeededTable } from './tables';

type Definition = { name: string; table: string; definition: string };
type IndexDefinition = Definition & { method: string };

/**
 * One connection, one transaction: COPY for every row, with the seeded tables' plain indexes and foreign keys
 * dropped first; the foreign keys are added again from their own definitions (`pg_get_constraintdef`) before the
 * commit, each checked over full tables in one pass instead of once per row. Primary keys and unique constraints
 * stay. The tables found empty are truncated and copied into frozen (decision 050; the foreign keys pointing at
 * them are set aside too, as a truncate requires). Until the commit nobody else sees any of it, and a failure rolls
 * it all back, the truncates included.
 *
 * The indexes are queued in that transaction (`index_builds`, from `pg_get_indexdef`) rather than built in it: the
 * seed builds the queue after the commit, two at a time (seed-at-scale.ts). PostgreSQL builds a GIN index on one
 * core, and the three trigram indexes took 177 s one after another at a million requests; two at a time, the
 * index phase uses both cores. What an interrupted seed leaves queued, the server's next start builds
 * (db/index-builds.ts), as it does a migration's.
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
    await client.query(`set maintenance_work_mem = '${BUILD_MEMORY}'`);
    await client.query('begin');
    const tables = [...seededTables];
    const empty = await emptyTables(client, tables);
    // From the seeded tables, and to those about to be truncated (a table others point at cannot be).
    const foreignKeys = (
      await client.query<Definition>(
        `select conname as name, conrelid::regclass::text as "table", pg_get_constraintdef(oid) as definition
           from pg_constraint
          where contype = 'f' and (conrelid = any($1::text[]::regclass[]) or confrelid = any($2::text[]::regclass[]))`,
        [tables, empty],
      )
    ).rows;
    const indexes = (
      await client.query<IndexDefinition>(
        `select c.relname as name, i.indrelid::regclass::text as "table", pg_get_indexdef(i.indexrelid) as definition,
                am.amname as method
           from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
          where i.indrelid = any($1::text[]::regclass[])
            and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
        [tables],
      )
    ).rows;
    for (const key of foreignKeys) await client.query(`alter table ${key.table} drop constraint "${key.name}"`);
    for (const index of indexes) await client.query(`drop index "${index.name}"`);
    // The tallies' triggers would run once per row: the tallies are recounted whole at the end instead.
    for (const table of tables) await client.query(`alter table ${table} disable trigger user`);
    if (empty.length > 0) await client.query(`truncate ${empty.map((table) => `"${table}"`).join(', ')}`);
    const frozen = new Set(empty);

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
          const stored = await copyInto(client, encoded.table, encoded.columns, encoded.copy, {
            freeze: frozen.has(encoded.table),
          });
          if (stored !== encoded.rows)
            throw new Error(`COPY ${encoded.table} stored ${stored} of ${encoded.rows} rows`);
        }
      },
      async commit() {
        const started = performance.now();
        await queueRebuilds(client, indexes);
        const steps = await runTimed(
          [
            ...foreignKeys.map((key) => `alter table ${key.table} add constraint "${key.name}" ${key.definition}`),
            ...rebuildDerived('postgres'),
            ...tables.map((table) => `alter table ${table} enable trigger user`),
            // Fresh statistics, as autovacuum would gather them a while later: the first queries plan on real sizes
            // (the tallies too: a dashboard read a person's spending by a bitmap scan planned for 381
            // rows of a guessed size until they were analysed).
            `analyze ${[...tables, ...derivedTables()].map((table) => `"${table}"`).join(', ')}`,
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

/**
 * The seeded tables that hold no rows (the requests, their events and payments; the trail and files of a database
 * nobody has used). The seed truncates them, so that their rows can be copied in frozen: written as visible to every
 * transaction, with the visibility map set, as a VACUUM would leave them. Otherwise the first reads after the seed
 * rewrite every page they touch (each row's commit looked up and marked on it), and an index-only scan visits the
 * table for every row until a VACUUM runs, which on a server without autovacuum is never.
 */
async function emptyTables(client: pg.Client, tables: readonly SeededTable[]): Promise<SeededTable[]> {
  const empty: SeededTable[] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ held: boolean }>(`select exists (select 1 from "${table}") as held`);
    if (!rows[0]!.held) empty.push(table);
  }
  return empty;
}

/**
 * Queues the indexes set aside, the longest builds first so that the last to start are short ones: the trigram
 * (GIN) indexes, then the rest, each group by its table's size.
 */
async function queueRebuilds(client: pg.Client, indexes: IndexDefinition[]): Promise<void> {
  const sizes = await client.query<{ table: string; bytes: string }>(
    `select t as "table", pg_relation_size(t::regclass) as bytes from unnest($1::text[]) as t`,
    [[...new Set(indexes.map((index) => index.table))]],
  );
  const bytes = new Map(sizes.rows.map((row) => [row.table, Number(row.bytes)]));
  const longestFirst = [...indexes].sort(
    (a, b) => Number(b.method === 'gin') - Number(a.method === 'gin') || bytes.get(b.table)! - bytes.get(a.table)!,
  );
  const builds: IndexBuild[] = longestFirst.map((index) => ({
    kind: 'recreate',
    name: index.name,
    statement: index.definition,
  }));
  await queueIndexBuilds(onClient(client), builds);
}

/**
 * Kysely on the writer's own connection, inside its open transaction (Kysely's pool hands out that one client and
 * never ends it): the queue's own writer runs there.
 */
function onClient(client: pg.Client): Db {
  const connection = { query: client.query.bind(client), release: () => undefined } as unknown as PostgresPoolClient;
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: { connect: async () => connection, end: async () => undefined } }),
  });
}
