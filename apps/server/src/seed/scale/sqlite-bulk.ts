import SQLite from 'better-sqlite3';
import { runTimed, type BulkWriter } from './bulk-insert';
import type { EncodedTable } from './encode';
import { rebuildDerived } from './derived';
import { startSearchBuild } from './search-build';
import { cellInserter } from './sqlite-cells';
import { seededTables } from './tables';

/**
 * better-sqlite3 on the database file itself, in one transaction with prepared multi-row INSERTs. For the seed's
 * connection only: no syncs, no foreign-key checks (the generator writes each row after the rows it names), and
 * a rollback journal instead of WAL, so each page is written once rather than to the WAL and again at the
 * checkpoint; the new pages need no journal, and a crash still rolls back to the migrated, empty database.
 * The page cache stays at SQLite's default on purpose: measured at a million requests, a 256 MB cache made the
 * index builds take twice as long (the sorter spills earlier with a small cache, and sorts on two threads).
 * What the sorter spills stays in memory (`temp_store`): at a million requests the seed wrote 11.7 GB to disk, of
 * which the database is 5.8; in memory its index phase took 47 s instead of 54, with 20 s of system time instead
 * of 33, for ~90 MB more at its peak (560 MB); what it adds grows with the largest index.
 */
export function openSqliteBulkWriter(file: string): BulkWriter {
  const db = new SQLite(file);
  db.pragma('busy_timeout = 5000');
  const journal = String(db.pragma('journal_mode', { simple: true }));
  // Stays WAL (slower, still correct) if another connection, a running server, has the file open.
  db.pragma('journal_mode = DELETE');
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF');
  db.pragma('threads = 2');
  db.pragma('temp_store = MEMORY');
  const tables = seededTables.map((table) => `'${table}'`).join(', ');
  const indexes = db
    .prepare(`select name, sql from sqlite_master where type = 'index' and sql is not null and tbl_name in (${tables})`)
    .all() as { name: string; sql: string }[];
  const triggers = db
    .prepare(`select name, sql from sqlite_master where type = 'trigger' and tbl_name in (${tables})`)
    .all() as { name: string; sql: string }[];
  const searchBuild = startSearchBuild(db, file);
  db.exec('begin');
  // Unique constraints and primary keys stay; the migrations' other indexes are built once, at the end. The
  // triggers that keep the tallies and search indexes go too: both are rebuilt whole from the rows at the end.
  for (const index of indexes) db.exec(`drop index "${index.name}"`);
  for (const trigger of triggers) db.exec(`drop trigger "${trigger.name}"`);

  const insertCells = cellInserter(db);
  const insert = (encoded: EncodedTable) => {
    if (encoded.format !== 'cells') throw new Error('The SQLite writer takes bound values');
    insertCells(encoded.table, encoded.columns, encoded.rows, encoded.cells);
  };

  const close = async () => {
    if (!db.open) return;
    if (db.inTransaction) db.exec('rollback');
    // The database's own mode only: the scratch file may still be in the search index thread's hands.
    db.pragma(`main.journal_mode = ${journal}`);
    db.close();
    await searchBuild.discard();
  };

  return {
    async write(batch) {
      for (const encoded of batch) {
        insert(encoded);
        await searchBuild.take(encoded);
      }
    },
    async commit() {
      const started = performance.now();
      // The search indexes are filled and merged on their thread while this one builds the B-trees and tallies.
      searchBuild.rowsDone();
      const steps = await runTimed([...indexes.map((index) => index.sql), ...rebuildDerived('sqlite')], (sql) =>
        db.exec(sql),
      );
      steps.push(...(await searchBuild.install()));
      steps.push(...(await runTimed([...triggers.map((trigger) => trigger.sql), 'commit'], (sql) => db.exec(sql))));
      const indexSeconds = (performance.now() - started) / 1000;
      await close();
      return { indexSeconds, steps };
    },
    async rollback() {
      await close();
    },
  };
}
