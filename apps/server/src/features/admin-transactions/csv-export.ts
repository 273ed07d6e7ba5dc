import type { TTransactionsFilter } from '@docverify/contract/admin/transactions';
import { once } from 'node:events';
import { sqliteFileOf, type Db } from '../../db/database';
import { AppError } from '../../lib/errors';
import { startTypeScriptWorker } from '../../lib/workers/typescript-worker';
import { transactionsCsv } from './admin-transactions';

export type ExportInput = { file: string; filter: TTransactionsFilter };
export type ExportMessage = { kind: 'chunk'; chunk: string } | { kind: 'done' } | { kind: 'failed'; message: string };

/** Exports reading on threads of their own at once; each holds a thread, a connection and a batch in memory. */
export const MAX_EXPORT_THREADS = 2;
let exportThreads = 0;

/**
 * The transactions CSV for this filter. SQLite reads block the thread that makes them, and an export of a
 * million payments reads more than the page cache holds: on the event loop one batch of 500 was seen to hold it
 * for 1.7 s while its pages came from disk. On a SQLite file the export therefore runs on a worker thread with
 * its own connection, one chunk at a time as the response takes them (the worker waits for each request for more,
 * so a slow client never makes it read ahead). PostgreSQL's reads wait without blocking: it runs here, as does an
 * in-memory database (tests), which no other connection can open.
 */
export function transactionsCsvExport(db: Db, filter: TTransactionsFilter): AsyncGenerator<string> {
  const file = sqliteFileOf(db);
  if (!file) return transactionsCsv(db, filter);
  if (exportThreads >= MAX_EXPORT_THREADS) {
    throw new AppError('TOO_MANY_REQUESTS', 'Other exports are running: try again in a minute', undefined, {
      'retry-after': '60',
    });
  }
  return exportOnWorker({ file, filter });
}

async function* exportOnWorker(input: ExportInput): AsyncGenerator<string> {
  // Counted from the first read (the response starts reading at once), so an export never read holds nothing.
  exportThreads += 1;
  const worker = startTypeScriptWorker(new URL('./csv-export-worker.ts', import.meta.url).href, {
    workerData: input,
  });
  const failed = new Promise<never>((_, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The export thread stopped (exit code ${code})`)));
  });
  // Kept handled: once the export is done, the thread's exit is expected.
  failed.catch(() => undefined);
  try {
    for (;;) {
      worker.postMessage('more');
      const [message] = (await Promise.race([once(worker, 'message'), failed])) as [ExportMessage];
      if (message.kind === 'done') return;
      if (message.kind === 'failed') throw new Error(`The export failed: ${message.message}`);
      yield message.chunk;
    }
  } finally {
    exportThreads -= 1;
    // A client that went away ends the generator here: the thread stops reading at once.
    await worker.terminate();
  }
}
