/**
 * The search indexes' thread (search-build.ts). While the seed writes rows (both cores busy: one generates, one
 * writes) it only keeps each searched row's number and text, in a plain table of a scratch database; once the rows
 * are in, it fills and merges the trigram indexes from those tables while the seed's thread builds the B-tree
 * indexes and tallies, so the two largest parts of the index phase run side by side.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import type { TimedStep } from './bulk-insert';
import type { SearchBuildInput, SearchBuildMessage, SearchBuildReply } from './search-build';

/** Rows bound per INSERT, as the seed's own writer does. */
const ROWS_PER_STATEMENT = 64;

const { file, indexes } = workerData as SearchBuildInput;
const db = new SQLite(file);
// A scratch file, thrown away whatever happens: nothing to journal or sync.
db.pragma('journal_mode = OFF');
db.pragma('synchronous = OFF');
db.exec('begin');
/** The rows kept for an index (named so that no FTS5 shadow table, `<index>_…`, is mistaken for it). */
const keptRows = (index: string) => `rows_for_${index}`;
const keepers = new Map<string, { many: SQLite.Statement; one: SQLite.Statement }>();
for (const { index, sql } of indexes) {
  db.exec(sql);
  db.exec(`create table ${keptRows(index)} (seq integer primary key, search_text text)`);
  const values = (rows: number) => Array.from({ length: rows }, () => '(?, ?)').join(', ');
  const insert = (rows: number) =>
    db.prepare(`insert into ${keptRows(index)} (seq, search_text) values ${values(rows)}`);
  keepers.set(index, { many: insert(ROWS_PER_STATEMENT), one: insert(1) });
}

const reply = (message: SearchBuildReply) => parentPort!.postMessage(message);

function keep(index: string, seqs: unknown[], texts: unknown[]): void {
  const { many, one } = keepers.get(index)!;
  const batch: unknown[] = new Array(ROWS_PER_STATEMENT * 2);
  let row = 0;
  for (; row + ROWS_PER_STATEMENT <= seqs.length; row += ROWS_PER_STATEMENT) {
    for (let i = 0; i < ROWS_PER_STATEMENT; i++) {
      batch[2 * i] = seqs[row + i];
      batch[2 * i + 1] = texts[row + i];
    }
    many.run(batch);
  }
  for (; row < seqs.length; row++) one.run(seqs[row], texts[row]);
}

/** Fills each index from its kept rows in `seq` order, then merges it once (as `sqliteSearchRefill` does). */
function build(): TimedStep[] {
  const steps: TimedStep[] = [];
  const timed = (step: string, run: () => void) => {
    const started = performance.now();
    run();
    steps.push({ step, seconds: (performance.now() - started) / 1000, beside: true });
  };
  for (const { index } of indexes) {
    timed(`fill ${index}`, () => {
      db.exec(`insert into ${index} (${index}, rank) values ('automerge', 0)`);
      db.exec(`insert into ${index} (rowid, search_text) select seq, search_text from ${keptRows(index)} order by seq`);
    });
    timed(`merge ${index}`, () => {
      db.exec(`insert into ${index} (${index}) values ('optimize')`);
      db.exec(`insert into ${index} (${index}, rank) values ('automerge', 4)`);
    });
  }
  return steps;
}

parentPort!.on('message', (message: SearchBuildMessage) => {
  if (message.kind === 'rows') {
    keep(message.index, message.seqs, message.texts);
    reply({ kind: 'taken' });
    return;
  }
  const steps = build();
  db.exec('commit');
  db.close();
  reply({ kind: 'done', steps });
});
