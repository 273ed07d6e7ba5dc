/**
 * The thread a SQLite transactions export runs on (csv-export.ts): its own connection to the database file, the
 * same export as in-process, one chunk posted each time the main thread asks for more.
 */
import { once } from 'node:events';
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../db/database';
import { transactionsCsv } from './admin-transactions';
import type { ExportInput, ExportMessage } from './csv-export';

// On its own thread a batch blocks nobody: larger ones cost fewer statements.
const WORKER_BATCH = 1000;

const { file, filter } = workerData as ExportInput;
const port = parentPort!;
const post = (message: ExportMessage) => port.postMessage(message);
const db = openDatabase({ dialect: 'sqlite', file });
try {
  for await (const chunk of transactionsCsv(db, filter, WORKER_BATCH)) {
    await once(port, 'message');
    post({ kind: 'chunk', chunk });
  }
  await once(port, 'message');
  post({ kind: 'done' });
} catch (error) {
  post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
} finally {
  await db.destroy();
}
