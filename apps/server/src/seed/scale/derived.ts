import type { SqlDialect } from '../../db/dialect';
import { searchedTables } from '../../db/search-index';
import { allTallies } from '../../db/tallies/tallies';
import { refillStatements } from '../../db/tallies/tally-spec';

/**
 * What triggers keep in step with the rows, rebuilt whole after a bulk load that wrote with them off: every
 * tally, and PostgreSQL's `seq` sequences (the seed wrote `seq` itself). SQLite's
 * search indexes are built on a thread of their own as the rows are written (search-build.ts).
 */
export function rebuildDerived(dialect: SqlDialect): string[] {
  const sequences =
    dialect === 'sqlite'
      ? []
      : searchedTables.map(
          (table) => `select setval('${table}_seq_seq', coalesce((select max(seq) from ${table}), 0) + 1, false)`,
        );
  return [...allTallies.flatMap(refillStatements), ...sequences];
}

/** The tables `rebuildDerived` fills, for statistics once it has (the planner would otherwise guess their sizes). */
export function derivedTables(): string[] {
  return allTallies.map((tally) => tally.table);
}
