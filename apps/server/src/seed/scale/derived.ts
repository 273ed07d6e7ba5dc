import type { SqlDialect } from '../../db/dialect';
import {
  ACCOUNTS,
  ALL_PAYMENTS,
  AUDIT,
  DIRECTORY,
  documentsCounter,
  GENERATIONS_TABLE,
  paymentsOf,
  REFERENCE,
} from '../../db/generations/generation-spec';
import { searchedTables } from '../../db/search-index';
import { allTallies } from '../../db/tallies/tallies';
import { refillStatements } from '../../db/tallies/tally-spec';

/**
 * The list answers a running server keeps are good while their change counters read the same (decision 045); the
 * load wrote with the triggers that move them off, so it moves them itself: the whole-table counters, and every
 * account's and body's own (one statement; 100k accounts is a fraction of a second). The reference lists' counter
 * too, though the load only reads those tables: every answer kept before a load is dropped, none reasoned about.
 */
function listCountersMoved(): string {
  const moved = [
    ...[documentsCounter('all', ''), ALL_PAYMENTS, ACCOUNTS, AUDIT, DIRECTORY, REFERENCE].map(
      (scope) => `select '${scope}' as scope`,
    ),
    ...[documentsCounter('uploader', ''), paymentsOf('')].map((prefix) => `select '${prefix}' || id from users`),
    ...(['organisation', 'sender', 'referrer'] as const).map(
      (scope) => `select '${documentsCounter(scope, '')}' || id from organisations`,
    ),
  ];
  return [
    `insert into ${GENERATIONS_TABLE} (scope, generation)`,
    `select scope, 1 from (${moved.join(' union all ')}) as moved where true`,
    `on conflict (scope) do update set generation = ${GENERATIONS_TABLE}.generation + 1`,
  ].join(' ');
}

/**
 * What triggers keep in step with the rows, rebuilt whole after a bulk load that wrote with them off: every
 * tally, the lists' change counters, and PostgreSQL's `seq` sequences (the seed wrote `seq` itself). SQLite's
 * search indexes are built on a thread of their own as the rows are written (search-build.ts).
 */
export function rebuildDerived(dialect: SqlDialect): string[] {
  const sequences =
    dialect === 'sqlite'
      ? []
      : searchedTables.map(
          (table) => `select setval('${table}_seq_seq', coalesce((select max(seq) from ${table}), 0) + 1, false)`,
        );
  return [...allTallies.flatMap(refillStatements), listCountersMoved(), ...sequences];
}

/** The tables `rebuildDerived` fills, for statistics once it has (the planner would otherwise guess their sizes). */
export function derivedTables(): string[] {
  return [...allTallies.map((tally) => tally.table), GENERATIONS_TABLE];
}
