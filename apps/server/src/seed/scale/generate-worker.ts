/**
 * The generating thread: builds every row of the seed and posts them, encoded for the writer, to the main thread,
 * which only writes. On two cores the rows are made while the database stores the previous ones.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { toCells, toCopyText, type EncodedTable } from './encode';
import { DocumentGenerator } from './generate';
import { Keys } from './keys';
import { peopleRows } from './people';
import { buildPopulation, type Population } from './population';
import { Random } from './random';
import { testPasskeyFactor } from '../../testing/software-passkey';
import { columnsOf, emptyRows, seededTables, type SeededRow, type SeededRows, type SeededTable } from './tables';
import { isoString } from './time';
import type { PopulationSummary, WorkerInput, WorkerMessage } from './worker-protocol';

const IN_FLIGHT = 4;
/** Requests generated at a time: small enough that the rows die young (cheap garbage collection). */
const GENERATE = 500;
/** COPY statements are worth their round trip only with megabytes in them. */
const COPY_BYTES = 4 * 1024 * 1024;

const input = workerData as WorkerInput;
const encoder = new TextEncoder();
const written = new Int32Array(input.flow);
let posted = 0;

function post(message: WorkerMessage, transfer: ArrayBuffer[] = []): void {
  for (;;) {
    const seen = Atomics.load(written, 0);
    if (posted - seen < IN_FLIGHT) break;
    Atomics.wait(written, 0, seen);
  }
  posted += 1;
  parentPort!.postMessage(message, transfer);
}

/** Collects rows, encodes them, and posts them in table order once enough have piled up. */
class Batcher {
  private copy = new Map<SeededTable, { columns: string[]; text: string[]; rows: number }>();
  private bytes = 0;
  private documents = 0;

  add(rows: Partial<SeededRows>, documents = 0): void {
    this.documents += documents;
    if (input.format === 'cells') {
      const tables: EncodedTable[] = [];
      for (const table of seededTables) {
        const list = rows[table];
        if (!list || list.length === 0) continue;
        const columns = columnsOf(list[0]!);
        tables.push({ format: 'cells', table, columns, rows: list.length, cells: toCells(list, columns) });
      }
      post({ kind: 'batch', tables, documents: this.documents });
      this.documents = 0;
      return;
    }
    for (const table of seededTables) {
      const list = rows[table];
      if (!list || list.length === 0) continue;
      const pending = this.copy.get(table) ?? { columns: columnsOf(list[0]!), text: [], rows: 0 };
      const text = toCopyText(list, pending.columns);
      pending.text.push(text);
      pending.rows += list.length;
      this.bytes += text.length;
      this.copy.set(table, pending);
    }
    if (this.bytes >= COPY_BYTES) this.flush();
  }

  flush(): void {
    if (this.copy.size === 0) return;
    const tables: EncodedTable[] = [];
    for (const table of seededTables) {
      const pending = this.copy.get(table);
      if (!pending) continue;
      // A fresh buffer of its own (Buffer.from may share a pool), so it can be handed over without a copy.
      const copy = encoder.encode(pending.text.join(''));
      tables.push({ format: 'copy', table, columns: pending.columns, rows: pending.rows, copy });
    }
    const transfer = tables.flatMap((t) => (t.format === 'copy' ? [t.copy.buffer as ArrayBuffer] : []));
    post({ kind: 'batch', tables, documents: this.documents }, transfer);
    this.copy.clear();
    this.bytes = 0;
    this.documents = 0;
  }
}

function summary(population: Population): PopulationSummary {
  return {
    busiestOrganisation: {
      id: population.busiest.id,
      name: population.busiest.name,
      email: population.busiestAccount.email,
      staffEmail: population.busiestStaff[0]?.email,
    },
    powerUserEmail: population.powerUser.email,
    administratorEmail: population.administrators[0]!.email,
  };
}

function run(): void {
  const { plan, files } = input;
  const random = new Random(input.seed);
  const keys = new Keys(random, plan.documents);
  const population = buildPopulation({ ...input, random, keys });
  post({ kind: 'population', summary: summary(population) });

  const batcher = new Batcher();
  batcher.add({
    organisations: population.organisations,
    users: population.accounts,
    user_factors: testPasskeys(population.accounts),
  });
  for (const users of peopleRows(population, { random, passwordHash: input.passwordHash, chunk: 2_000 })) {
    batcher.add({ users });
  }
  const uploader = population.administrators[0]!.id;
  const createdAt = isoString(population.start);
  batcher.add({
    stored_files: [files.document, files.proof].map((file) => ({
      ...file,
      uploaded_by_user_id: uploader,
      created_at: createdAt,
    })),
  });

  const generator = new DocumentGenerator(plan, population, keys, random, {
    document: files.document.id,
    proof: files.proof.id,
  });
  for (let from = 0; from < plan.documents; from += GENERATE) {
    const to = Math.min(plan.documents, from + GENERATE);
    const rows = emptyRows();
    generator.generate(from, to, rows);
    batcher.add(rows, to - from);
  }
  batcher.flush();
  post({ kind: 'done', counts: generator.counts });
}

run();

/**
 * Administrators, bodies and staff must have a second factor: each gets the test passkey its e-mail derives
 * (testing/software-passkey), which the benches and tests sign in with through the real routes.
 */
function testPasskeys(accounts: SeededRow<'users'>[]): SeededRow<'user_factors'>[] {
  return (
    accounts
      .filter((account) => account.second_factor_enrolled_at !== null)
      // One factor per account: its id can be the account's (unique in this table, and stable across runs).
      .map((account) => testPasskeyFactor(account, { id: account.id, at: account.created_at }))
  );
}
