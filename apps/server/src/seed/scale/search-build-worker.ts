/**
 * The search indexes' thread (search-build.ts). While the seed writes rows (both cores busy: one generates, one
 * writes) it only keeps each searched row's number and text, in a plain table of a scratch database; once the rows
 * are in, it fills and merges the trigram indexes from those tables (`sqliteSearchRefill`) while the seed's thread
 * builds the B-tree indexes and tallies, so the two largest parts of the index phase run side by side.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { sqliteSearchRefill } from '../../db/search-index';
import type { TimedStep } from './bulk-insert';
import { cellInserter } from './sqlite-cells';
import type { SearchBuildInput, SearchBuildMessage, SearchBuildReply } from './search-build';

const { file, indexes } = workerData as SearchBuildInput;
const db = new SQLite(file);
// A scratch file, thrown away whatever happens: nothing to journal or sync.
db.pragma('journal_mode = OFF');
db.pragma('synchronous = OFF');
db.exec('begin');
/** The rows kept for an index (named so that no FTS5 shadow table, `<index>_…`, is mistaken for it). */
const keptRows = (index: string) => `rows_for_${index}`;
for (const { index, sql } of indexes) {
  db.exec(sql);
  db.exec(`create table ${keptRows(index)} (seq integer primary key, search_text text)`);
}
const insertCells = cellInserter(db);
const KEPT_COLUMNS = ['seq', 'search_text'];

const reply = (message: SearchBuildReply) => parentPort!.postMessage(message);

/** Fills each index from its kept rows and merges it once: the statements migration 010's refill runs. */
function build(): TimedStep[] {
  return indexes.flatMap(({ table, index }) =>
    sqliteSearchRefill(table, keptRows(index)).map((sql) => {
      const started = performance.now();
      db.exec(sql);
      return {
        step: sql.replace(/\s+/g, ' ').slice(0, 90),
        seconds: (performance.now() - started) / 1000,
        beside: true,
      };
    }),
  );
}

parentPort!.on('message', (message: SearchBuildMessage) => {
  if (message.kind === 'rows') {
    insertCells(keptRows(message.index), KEPT_COLUMNS, message.rows, message.cells);
    reply({ kind: 'taken' });
    return;
  }
  const steps = build();
  db.exec('commit');
  db.close();
  reply({ kind: 'done', steps });
});
