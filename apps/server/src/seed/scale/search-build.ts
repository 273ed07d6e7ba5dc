import fs from 'node:fs';
import type SQLite from 'better-sqlite3';
import { searchedTables, searchIndexName, type SearchedTable } from '../../db/search-index';
import { startTypeScriptWorker } from '../../lib/workers/typescript-worker';
import type { TimedStep } from './bulk-insert';
import type { EncodedTable } from './encode';
import type { Cell } from './tables';

/** What the seed's thread and the search indexes' thread (search-build-worker.ts) send each other. */
export type SearchBuildInput = { file: string; indexes: { table: SearchedTable; index: string; sql: string }[] };
export type SearchBuildMessage =
  /** Each row's `seq` then its `search_text`, row after row. */
  { kind: 'rows'; index: string; rows: number; cells: Cell[] } | { kind: 'finish' };
export type SearchBuildReply = { kind: 'taken' } | { kind: 'done'; steps: TimedStep[] };

/** The scratch database's name on the seed's connection, which reads the finished indexes from it. */
const SCRATCH = 'search_build';
/** Batches handed over and not yet indexed: past this the seed waits, so rows never pile up in memory. */
const IN_FLIGHT = 32;

export type SearchBuild = {
  /** Hands a batch's searched rows (row number and search text) to the thread; waits while it is far behind. */
  take(encoded: EncodedTable): Promise<void>;
  /** Every row is in: the thread fills and merges its indexes, beside whatever this thread does next. */
  rowsDone(): void;
  /**
   * Inside the seed's open transaction: waits for the thread, then puts its indexes in place of the database's
   * own, and indexes again the rows that were there before the seed. Returns the thread's steps and its own.
   */
  install(): Promise<TimedStep[]>;
  /** Stops the thread and removes the scratch file; after the seed's connection is closed. */
  discard(): Promise<void>;
};

/**
 * Builds the SQLite search indexes of a bulk load on a thread of their own, into a scratch file beside the
 * database (decision 039). Each batch's row numbers and search texts go to the thread as the seed writes them, and
 * it keeps them; once the rows are in, it fills and merges the indexes while the seed builds its B-tree indexes, and
 * the seed copies their tables (FTS5's shadow tables) into the database before it commits. The database's own
 * triggers would have made the same index, one row at a time. Call before the seed's transaction begins: SQLite
 * attaches a file only outside one.
 */
export function startSearchBuild(db: SQLite.Database, file: string): SearchBuild {
  const scratch = `${file}.search-build`;
  fs.rmSync(scratch, { force: true });
  const tables = searchedTables.map((table) => {
    const index = searchIndexName(table);
    const { sql } = db.prepare(`select sql from sqlite_master where type = 'table' and name = ?`).get(index) as {
      sql: string;
    };
    // The rows indexed before the seed: indexed again after the copy replaced the index they were in.
    const { seq } = db.prepare(`select coalesce(max(seq), 0) as seq from ${table}`).get() as { seq: number };
    return { table, index, sql, before: seq };
  });
  const byTable = new Map<SearchedTable, string>(tables.map(({ table, index }) => [table, index]));
  db.prepare(`attach database ? as ${SCRATCH}`).run(scratch);

  const worker = startTypeScriptWorker(new URL('./search-build-worker.ts', import.meta.url).href, {
    workerData: {
      file: scratch,
      indexes: tables.map(({ table, index, sql }) => ({ table, index, sql })),
    } satisfies SearchBuildInput,
  });
  let inFlight = 0;
  let failure: Error | undefined;
  let done: TimedStep[] | undefined;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  worker.on('message', (reply: SearchBuildReply) => {
    if (reply.kind === 'taken') inFlight -= 1;
    else done = reply.steps;
    notify();
  });
  worker.on('error', (error) => {
    failure = error;
    notify();
  });
  worker.on('exit', (code) => {
    failure ??= done ? undefined : new Error(`The search index thread stopped before it finished (exit code ${code})`);
    notify();
  });
  const waitUntil = async (ready: () => boolean) => {
    for (;;) {
      if (failure) throw failure;
      if (ready()) return;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  };
  const post = (message: SearchBuildMessage) => worker.postMessage(message);

  return {
    async take(encoded) {
      if (encoded.format !== 'cells') throw new Error('The search index thread takes bound values');
      const index = byTable.get(encoded.table as SearchedTable);
      if (!index) return;
      const { columns, rows, cells } = encoded;
      const width = columns.length;
      const seqAt = columns.indexOf('seq');
      const textAt = columns.indexOf('search_text');
      if (seqAt < 0 || textAt < 0) throw new Error(`${encoded.table} rows must carry seq and search_text`);
      const kept: Cell[] = new Array(rows * 2);
      for (let row = 0; row < rows; row++) {
        kept[2 * row] = cells[row * width + seqAt]!;
        kept[2 * row + 1] = cells[row * width + textAt]!;
      }
      post({ kind: 'rows', index, rows, cells: kept });
      inFlight += 1;
      await waitUntil(() => inFlight < IN_FLIGHT);
    },
    rowsDone() {
      post({ kind: 'finish' });
    },
    async install() {
      const waitStarted = performance.now();
      await waitUntil(() => done !== undefined);
      const steps: TimedStep[] = [
        ...done!,
        { step: 'wait for the search index thread', seconds: (performance.now() - waitStarted) / 1000 },
      ];
      const copyStarted = performance.now();
      const shadows = db
        .prepare(`select name from ${SCRATCH}.sqlite_master where type = 'table' and name like ? escape '\\'`)
        .pluck();
      // FTS5 guards its tables against writes by SQL (SQLite's defensive mode): lifted for this copy only.
      db.unsafeMode(true);
      try {
        for (const { index } of tables) {
          for (const shadow of shadows.all(`${index.replaceAll('_', '\\_')}\\_%`) as string[]) {
            db.exec(`delete from main.${shadow}`);
            db.exec(`insert into main.${shadow} select * from ${SCRATCH}.${shadow}`);
          }
        }
      } finally {
        db.unsafeMode(false);
      }
      for (const { table, index, before } of tables) {
        if (before === 0) continue;
        db.exec(
          `insert into ${index} (rowid, search_text) select seq, search_text from ${table} where seq <= ${before} order by seq`,
        );
      }
      steps.push({ step: 'copy the search indexes in', seconds: (performance.now() - copyStarted) / 1000 });
      return steps;
    },
    async discard() {
      await worker.terminate();
      fs.rmSync(scratch, { force: true });
    },
  };
}
